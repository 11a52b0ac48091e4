import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createSiteDocumentsRepository } from './site-documents';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

const documentFor = (title: string) => ({ schemaVersion: 1, dealer: { slug: 'sunshine-toyota' }, pages: [{ title }] });
const fromEditor = { source: 'editor', createdBy: 'marketer@example.com' } as const;

describe(`site documents repository (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("numbers each dealer's versions from 1, keeping every one", async () => {
    const documents = createSiteDocumentsRepository(test.db);
    expect(await documents.latestPublished('sunshine-toyota')).toBeUndefined();

    const first = await documents.publish('sunshine-toyota', documentFor('Home'), { source: 'file', sourceHash: 'abc', createdBy: 'dealer-configs' });
    expect(first).toMatchObject({ dealer_slug: 'sunshine-toyota', version: 1, status: 'published', source: 'file', source_hash: 'abc', created_by: 'dealer-configs' });
    expect(first.document).toEqual(documentFor('Home'));
    expect(Date.parse(first.created_at)).not.toBeNaN();

    const draft = await documents.saveDraft('sunshine-toyota', documentFor('Draft home'), fromEditor);
    expect(draft.version).toBe(2);
    expect(draft.source_hash).toBeNull();

    const other = await documents.publish('westside-used-cars', documentFor('Westside'), fromEditor);
    expect(other.version).toBe(1);
  });

  it('serves the newest published version, not a newer draft', async () => {
    const documents = createSiteDocumentsRepository(test.db);
    expect((await documents.latestPublished('sunshine-toyota'))?.version).toBe(1);
    expect((await documents.latest('sunshine-toyota'))?.status).toBe('draft');

    const second = await documents.publish('sunshine-toyota', documentFor('Home, revised'), fromEditor);
    expect(second.version).toBe(3);
    expect(await documents.latestPublished('sunshine-toyota')).toEqual(second);
    expect((await documents.byVersion('sunshine-toyota', 1))?.document).toEqual(documentFor('Home'));
    expect(await documents.byVersion('sunshine-toyota', 99)).toBeUndefined();
  });

  it("lists the dealers and a dealer's history newest first, without the documents", async () => {
    const documents = createSiteDocumentsRepository(test.db);
    expect(await documents.listSlugs()).toEqual(['sunshine-toyota', 'westside-used-cars']);
    const history = await documents.history('sunshine-toyota');
    expect(history.map((entry) => [entry.version, entry.status, entry.source])).toEqual([
      [3, 'published', 'editor'],
      [2, 'draft', 'editor'],
      [1, 'published', 'file'],
    ]);
    expect(history[0]).not.toHaveProperty('document');
    expect(await documents.history('nobody')).toEqual([]);
  });

  it('gives saves that arrive together distinct, consecutive versions', async () => {
    const documents = createSiteDocumentsRepository(test.db);
    const saved = await Promise.all(Array.from({ length: 6 }, (_, i) => documents.publish('harbour-city-motors', documentFor(`Take ${i}`), fromEditor)));
    expect(saved.map((version) => version.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
