import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { JsonObject } from '../db/types';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createSiteDocumentsRepository } from '../repositories/site-documents';
import { createSiteService } from '../site-service';
import { createDueScheduleCheck } from './due-schedule-check';
import { createDraftsRepository } from './drafts';
import { createScheduledPublishing, publishDueSchedules } from './scheduled-publishing';

let test: TestDatabase;
const BY = 'sunny@example.com';
const SLUG = 'sunshine-toyota';
/** Monday 30 November 2026, 9:00 am in Brisbane. */
const MONDAY_9AM = new Date('2026-11-29T23:00:00Z');
const FRIDAY = new Date('2026-11-27T02:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

const homeTitle = (document: JsonObject) => (document.pages as { path: string; title: string }[]).find((page) => page.path === '/')!.title;

/** Saves the dealer's draft with the home page titled `title`; answers the new revision. */
async function saveHomeTitle(slug: string, title: string): Promise<number> {
  const drafts = createDraftsRepository(test.db);
  const draft = (await drafts.load(slug))!;
  const document = structuredClone(draft.document);
  (document.pages as { path: string; title: string }[]).find((page) => page.path === '/')!.title = title;
  const saved = await drafts.save(slug, document, draft.revision, BY);
  if (!saved.saved) throw new Error('the draft was not saved');
  return saved.revision;
}

const liveTitle = async (slug: string) => homeTitle((await createSiteDocumentsRepository(test.db).latestPublished(slug))!.document);

describe('scheduled publishing', () => {
  it('a time that has passed (or is now) is refused; nothing is stored', async () => {
    const scheduling = createScheduledPublishing(test.db, registry);
    const revision = (await createDraftsRepository(test.db).load(SLUG))!.revision;
    expect(await scheduling.schedule(SLUG, revision, FRIDAY, BY, FRIDAY)).toEqual({ outcome: 'in-the-past' });
    expect(await scheduling.schedule(SLUG, revision, new Date(FRIDAY.getTime() - 1), BY, FRIDAY)).toEqual({ outcome: 'in-the-past' });
    expect(await scheduling.current(SLUG)).toBeNull();
  });

  it('goes live at its time, not a millisecond before, and once however often the check runs; later draft edits stay in the draft', async () => {
    const scheduling = createScheduledPublishing(test.db, registry);
    const revision = await saveHomeTitle(SLUG, 'Monday sale');
    const scheduled = await scheduling.schedule(SLUG, revision, MONDAY_9AM, BY, FRIDAY);
    expect(scheduled).toMatchObject({ outcome: 'scheduled', schedule: { publishAt: MONDAY_9AM.toISOString(), revision, scheduledBy: BY, status: 'waiting' } });
    await saveHomeTitle(SLUG, 'Still being written');
    const versionBefore = await createSiteDocumentsRepository(test.db).currentPublishedVersion(SLUG);

    expect(await publishDueSchedules(test.db, registry, new Date(MONDAY_9AM.getTime() - 1))).toEqual([]);
    expect(await createSiteDocumentsRepository(test.db).currentPublishedVersion(SLUG)).toBe(versionBefore);

    expect(await publishDueSchedules(test.db, registry, MONDAY_9AM)).toEqual([{ slug: SLUG, outcome: 'published', version: versionBefore! + 1 }]);
    expect(await publishDueSchedules(test.db, registry, MONDAY_9AM)).toEqual([]);
    expect(await publishDueSchedules(test.db, registry, new Date(MONDAY_9AM.getTime() + 60_000))).toEqual([]);
    expect(await createSiteDocumentsRepository(test.db).currentPublishedVersion(SLUG)).toBe(versionBefore! + 1);
    expect(await liveTitle(SLUG)).toBe('Monday sale');
    expect(homeTitle((await createDraftsRepository(test.db).load(SLUG))!.document)).toBe('Still being written');
    expect(await scheduling.current(SLUG)).toMatchObject({ status: 'published', publishedVersion: versionBefore! + 1, failure: null });
  });

  it('two checks at once (two app servers) publish a due schedule once', async () => {
    const slug = 'westside-used-cars';
    const scheduling = createScheduledPublishing(test.db, registry);
    const revision = await saveHomeTitle(slug, 'Raced');
    await scheduling.schedule(slug, revision, MONDAY_9AM, BY, FRIDAY);
    const before = await createSiteDocumentsRepository(test.db).currentPublishedVersion(slug);
    const [first, second] = await Promise.all([publishDueSchedules(test.db, registry, MONDAY_9AM), publishDueSchedules(test.db, registry, MONDAY_9AM)]);
    expect([...first, ...second]).toEqual([{ slug, outcome: 'published', version: before! + 1 }]);
    expect(await createSiteDocumentsRepository(test.db).currentPublishedVersion(slug)).toBe(before! + 1);
  });

  it('a schedule that no longer passes the checks at its time is kept as failed, with why; the live site stays as it was', async () => {
    const slug = 'harbour-city-motors';
    const scheduling = createScheduledPublishing(test.db, registry);
    const revision = await saveHomeTitle(slug, 'Broken later');
    await scheduling.schedule(slug, revision, MONDAY_9AM, BY, FRIDAY);
    // As if a block's rules had changed since: the stored copy breaks them now.
    const row = await test.db.selectFrom('scheduled_publishes').select('document').where('dealer_slug', '=', slug).executeTakeFirstOrThrow();
    const broken = structuredClone(row.document);
    (broken.pages as { path: string }[])[0].path = 'Home Page';
    await test.db
      .updateTable('scheduled_publishes')
      .set({ document: JSON.stringify(broken) })
      .where('dealer_slug', '=', slug)
      .execute();
    const before = await createSiteDocumentsRepository(test.db).currentPublishedVersion(slug);

    const [result] = await publishDueSchedules(test.db, registry, MONDAY_9AM);
    expect(result).toMatchObject({ slug, outcome: 'failed', failure: expect.stringMatching(/did not go live.*\/pages\/0\/path/) });
    expect(await createSiteDocumentsRepository(test.db).currentPublishedVersion(slug)).toBe(before);
    expect(await scheduling.current(slug)).toMatchObject({ status: 'failed', failure: result.outcome === 'failed' ? result.failure : '' });
    expect(await publishDueSchedules(test.db, registry, MONDAY_9AM)).toEqual([]);
  });

  it('a draft with errors cannot be scheduled; a new schedule replaces the one before; cancel forgets it', async () => {
    const slug = 'harbour-city-motors';
    const scheduling = createScheduledPublishing(test.db, registry);
    const drafts = createDraftsRepository(test.db);
    const draft = (await drafts.load(slug))!;
    const broken = structuredClone(draft.document);
    (broken.pages as { path: string }[])[0].path = 'Home Page';
    const saved = await drafts.save(slug, broken, draft.revision, BY);
    expect(saved.saved && (await scheduling.schedule(slug, saved.revision, MONDAY_9AM, BY, FRIDAY))).toMatchObject({ outcome: 'invalid' });

    // Put right again: the document as it was.
    const again = saved.saved ? await drafts.save(slug, draft.document, saved.revision, BY) : saved;
    if (!again.saved) throw new Error('not saved');
    await scheduling.schedule(slug, again.revision, MONDAY_9AM, BY, FRIDAY);
    const later = new Date(MONDAY_9AM.getTime() + 86_400_000);
    expect(await scheduling.schedule(slug, again.revision, later, 'other@example.com', FRIDAY)).toMatchObject({
      outcome: 'scheduled',
      schedule: { publishAt: later.toISOString() },
    });
    expect(await scheduling.current(slug)).toMatchObject({ publishAt: later.toISOString(), scheduledBy: 'other@example.com', status: 'waiting' });
    expect(await scheduling.schedule(slug, again.revision - 1, later, BY, FRIDAY)).toMatchObject({ outcome: 'conflict' });
    await scheduling.cancel(slug);
    expect(await scheduling.current(slug)).toBeNull();
    expect(await publishDueSchedules(test.db, registry, later)).toEqual([]);
  });

  it('the check the site service runs on each request looks at most once per interval', async () => {
    const scheduling = createScheduledPublishing(test.db, registry);
    const slug = 'westside-used-cars';
    const revision = await saveHomeTitle(slug, 'Checked by requests');
    await scheduling.schedule(slug, revision, MONDAY_9AM, BY, FRIDAY);
    let now = new Date(MONDAY_9AM.getTime() - 1000);
    const check = createDueScheduleCheck(test.db, registry, 15_000, () => now);
    await check();
    now = MONDAY_9AM;
    await check();
    expect(await scheduling.current(slug)).toMatchObject({ status: 'waiting' });
    now = new Date(MONDAY_9AM.getTime() + 14_000);
    await check();
    expect(await scheduling.current(slug)).toMatchObject({ status: 'published' });
    expect(await liveTitle(slug)).toBe('Checked by requests');
  });

  it('the site service publishes what is due before it reads the live version: the first shopper after the time sees it', async () => {
    const slug = 'sunshine-toyota';
    const revision = await saveHomeTitle(slug, 'Seen by the first shopper');
    const now = new Date();
    await createScheduledPublishing(test.db, registry).schedule(slug, revision, new Date(now.getTime() + 60_000), BY, now);
    // As if the minute had passed: the schedule is due now.
    await test.db
      .updateTable('scheduled_publishes')
      .set({ publish_at: new Date(now.getTime() - 1).toISOString() })
      .where('dealer_slug', '=', slug)
      .execute();
    const served = await createSiteService(test.db, registry).bySiteKey(slug);
    expect(served?.document.pages.find((page) => page.path === '/')?.title).toBe('Seen by the first shopper');
  });
});
