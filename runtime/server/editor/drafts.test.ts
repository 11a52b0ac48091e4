import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { JsonObject } from '../db/types';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createSiteService } from '../site-service';
import { createSiteDocumentsRepository } from '../repositories/site-documents';
import { createDraftsRepository, type DraftsRepository } from './drafts';
import { editableDocument } from './editable-document';
import { createEditorPublishing } from './publishing';

let test: TestDatabase;
let drafts: DraftsRepository;

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  drafts = createDraftsRepository(test.db);
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

function withHomeTitle(document: JsonObject, title: string): JsonObject {
  const copy = structuredClone(document);
  (copy.pages as { path: string; title: string }[]).find((page) => page.path === '/')!.title = title;
  return copy;
}

describe(`drafts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('editor: with no draft, the draft is the latest published document at revision 0; an unknown dealer has none', async () => {
    const draft = await drafts.load('westside-used-cars');
    expect(draft).toMatchObject({ revision: 0, basedOnVersion: 1, updatedBy: 'dealer-configs' });
    expect(await drafts.load('nobody')).toBeUndefined();
  });

  it('editor: each save names its revision; a save over an old revision is refused with the current draft', async () => {
    const start = (await drafts.load('westside-used-cars'))!;
    const first = await drafts.save('westside-used-cars', withHomeTitle(start.document, 'One'), 0, 'a@example.com');
    expect(first).toMatchObject({ saved: true, revision: 1 });
    const second = await drafts.save('westside-used-cars', withHomeTitle(start.document, 'Two'), 1, 'b@example.com');
    expect(second).toMatchObject({ saved: true, revision: 2 });
    const late = await drafts.save('westside-used-cars', withHomeTitle(start.document, 'Late'), 1, 'c@example.com');
    expect(late.saved).toBe(false);
    if (!late.saved) expect(late.current).toMatchObject({ revision: 2, updatedBy: 'b@example.com' });
    const current = (await drafts.load('westside-used-cars'))!;
    expect(withHomeTitle(current.document, 'Two')).toEqual(current.document);
  });

  it('editor: of many saves over one revision at the same moment, exactly one lands', async () => {
    const start = (await drafts.load('westside-used-cars'))!;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => drafts.save('westside-used-cars', withHomeTitle(start.document, `Racer ${i}`), start.revision, `racer${i}@example.com`)),
    );
    expect(results.filter((result) => result.saved)).toHaveLength(1);
    expect((await drafts.load('westside-used-cars'))!.revision).toBe(start.revision + 1);
  });
});

describe('publishing and rollback', () => {
  it('editor: publish refuses a draft with errors and the site keeps its version', async () => {
    const publishing = createEditorPublishing(test.db, registry);
    const start = (await drafts.load('harbour-city-motors'))!;
    const broken = structuredClone(start.document);
    (broken.pages as unknown[]).length = 0;
    const saved = await drafts.save('harbour-city-motors', broken, start.revision, 'a@example.com');
    if (!saved.saved) throw new Error('expected the save to land');
    const outcome = await publishing.publish('harbour-city-motors', saved.revision, 'a@example.com');
    expect(outcome.outcome).toBe('invalid');
    if (outcome.outcome === 'invalid') expect(outcome.errors.map((error) => error.path)).toContain('/pages');
    expect((await createSiteService(test.db, registry).bySiteKey('harbour-city-motors'))?.version).toBe(1);
  });

  it('editor: publish names the revision it checked; an older one is a conflict, the current one goes live', async () => {
    const publishing = createEditorPublishing(test.db, registry);
    const broken = (await drafts.load('harbour-city-motors'))!;
    const valid = (await editableDocument(test.db, (await createSiteDocumentsRepository(test.db).byVersion('harbour-city-motors', 1))!.document)) as {
      ok: true;
      document: JsonObject;
    };
    const older = await drafts.save('harbour-city-motors', withHomeTitle(valid.document, 'Older'), broken.revision, 'a');
    if (!older.saved) throw new Error('expected the save to land');
    const newer = await drafts.save('harbour-city-motors', withHomeTitle(valid.document, 'Newer'), older.revision, 'b');
    if (!newer.saved) throw new Error('expected the save to land');
    const stale = await publishing.publish('harbour-city-motors', older.revision, 'a');
    expect(stale.outcome).toBe('conflict');
    if (stale.outcome === 'conflict') expect(stale.current.revision).toBe(newer.revision);
    expect(await publishing.publish('harbour-city-motors', newer.revision, 'b')).toEqual({ outcome: 'published', version: 2 });
    const served = await createSiteService(test.db, registry).bySiteKey('harbour-city-motors');
    expect(served?.document.pages.find((page) => page.path === '/')?.title).toBe('Newer');
  });

  it('editor: rollback publishes the old version as the newest, resets the draft to it, and the site serves it', async () => {
    const publishing = createEditorPublishing(test.db, registry);
    const sites = createSiteService(test.db, registry);
    const start = (await drafts.load('sunshine-toyota'))!;
    const saved = await drafts.save('sunshine-toyota', withHomeTitle(start.document, 'Changed for a while'), start.revision, 'a');
    if (!saved.saved) throw new Error('expected the save to land');
    expect(await publishing.publish('sunshine-toyota', saved.revision, 'a')).toEqual({ outcome: 'published', version: 2 });
    expect((await sites.bySiteKey('sunshine-toyota'))?.document.pages.find((page) => page.path === '/')?.title).toBe('Changed for a while');
    expect(await publishing.rollback('sunshine-toyota', 1, 'b')).toEqual({ outcome: 'published', version: 3 });
    const served = await sites.bySiteKey('sunshine-toyota');
    expect(served?.version).toBe(3);
    expect(served?.document.pages.find((page) => page.path === '/')?.title).toBe(
      (start.document.pages as { path: string; title: string }[]).find((page) => page.path === '/')!.title,
    );
    const draft = (await drafts.load('sunshine-toyota'))!;
    expect(draft).toMatchObject({ revision: saved.revision + 1, basedOnVersion: 3, updatedBy: 'b' });
    expect(draft.document).toEqual(start.document);
    expect(await publishing.rollback('sunshine-toyota', 42, 'b')).toEqual({ outcome: 'not-found' });
  });
});
