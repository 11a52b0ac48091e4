import type { Kysely, Selectable } from 'kysely';
import type { ScheduledPublish } from '../../../schemas/api/editor-publishing';
import type { DocumentError } from '../../../schemas/errors';
import type { BlockRegistry } from '../../registry';
import type { Database, ScheduledPublishesTable } from '../db/types';
import { createSiteDocumentsRepository } from '../repositories/site-documents';
import { createDraftsRepository } from './drafts';
import { draftErrors, type NotPublishable, publishableDraft, tenancyRefusal } from './publishing';

export type ScheduleOutcome = { outcome: 'scheduled'; schedule: ScheduledPublish } | { outcome: 'in-the-past' } | NotPublishable;

/** What one due schedule came to. */
export type DueScheduleResult = { slug: string; outcome: 'published'; version: number } | { slug: string; outcome: 'failed'; failure: string };

type ScheduleRow = Selectable<ScheduledPublishesTable>;

function scheduleAnswer(row: ScheduleRow): ScheduledPublish {
  return {
    publishAt: row.publish_at,
    revision: row.draft_revision,
    scheduledBy: row.scheduled_by,
    scheduledAt: row.scheduled_at,
    status: row.status,
    failure: row.failure,
    publishedVersion: row.published_version,
  };
}

const problems = (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'}`;

/** Why a scheduled document did not go live, in the words the editor shows. */
function failureWords(errors: readonly DocumentError[]): string {
  return `It did not go live: at its time the site had ${problems(errors.length)} (the first: ${errors[0].path} ${errors[0].message}). Fix the draft and publish or schedule it again.`;
}

/** Scheduling a publish for later, cancelling it, and reading it back. */
export function createScheduledPublishing(db: Kysely<Database>, registry: BlockRegistry) {
  return {
    /**
     * Keeps the draft at `revision` (checked now, as a publish is) to go live
     * at `publishAt`, replacing any earlier schedule: one per site. The
     * document is copied, so later edits of the draft do not go live with it.
     */
    async schedule(slug: string, revision: number, publishAt: Date, by: string, now: Date): Promise<ScheduleOutcome> {
      if (publishAt.getTime() <= now.getTime()) return { outcome: 'in-the-past' };
      const checked = await publishableDraft(db, registry, slug, revision);
      if (checked.outcome !== 'ready') return checked;
      const { draft } = checked;
      const values = {
        document: JSON.stringify(draft.document),
        draft_revision: revision,
        publish_at: publishAt.toISOString(),
        scheduled_by: by,
        scheduled_at: now.toISOString(),
        status: 'waiting' as const,
        failure: null,
        published_version: null,
      };
      const row = await db
        .insertInto('scheduled_publishes')
        .values({ dealer_slug: slug, ...values })
        .onConflict((conflict) => conflict.column('dealer_slug').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { outcome: 'scheduled', schedule: scheduleAnswer(row) };
    },

    /** The site's schedule: waiting, or how the last one ended (published or failed, with why). */
    async current(slug: string): Promise<ScheduledPublish | null> {
      const row = await db.selectFrom('scheduled_publishes').selectAll().where('dealer_slug', '=', slug).executeTakeFirst();
      return row ? scheduleAnswer(row) : null;
    },

    /** Forgets the site's schedule; one already published stays published (it is a version now). */
    async cancel(slug: string): Promise<void> {
      await db.deleteFrom('scheduled_publishes').where('dealer_slug', '=', slug).execute();
    },
  };
}

/**
 * Publishes every schedule due at `now`, each checked as a publish is. Each
 * is claimed first by one UPDATE that only a waiting row passes, so two app
 * servers (or a timer and a request) checking at once publish it once. A
 * schedule that fails the checks is kept as failed with the reason, so the
 * marketer learns why their promotion did not start.
 */
export async function publishDueSchedules(db: Kysely<Database>, registry: BlockRegistry, now: Date): Promise<DueScheduleResult[]> {
  const due = await db
    .selectFrom('scheduled_publishes')
    .select(['dealer_slug', 'scheduled_at'])
    .where('status', '=', 'waiting')
    .where('publish_at', '<=', now.toISOString())
    .orderBy('publish_at')
    .execute();
  const results: DueScheduleResult[] = [];
  for (const { dealer_slug: slug, scheduled_at } of due) {
    const claimed = await db
      .updateTable('scheduled_publishes')
      .set({ status: 'published' })
      .where('dealer_slug', '=', slug)
      .where('status', '=', 'waiting')
      // A schedule replaced since it was read is another schedule, with a time of its own.
      .where('scheduled_at', '=', scheduled_at)
      .returningAll()
      .executeTakeFirst();
    if (claimed) results.push(await publishClaimed(db, registry, claimed));
  }
  return results;
}

async function publishClaimed(db: Kysely<Database>, registry: BlockRegistry, schedule: ScheduleRow): Promise<DueScheduleResult> {
  const slug = schedule.dealer_slug;
  const failed = async (failure: string): Promise<DueScheduleResult> => {
    await db.updateTable('scheduled_publishes').set({ status: 'failed', failure }).where('dealer_slug', '=', slug).where('scheduled_at', '=', schedule.scheduled_at).execute();
    return { slug, outcome: 'failed', failure };
  };
  try {
    // Checked again at its time: the platform's tenancy or the blocks may have changed since it was scheduled.
    const refused = await tenancyRefusal(db, slug, schedule.document);
    if (refused) return await failed(failureWords([{ path: refused.field, message: refused.message }]));
    const errors = draftErrors(schedule.document, slug, registry);
    if (errors.length > 0) return await failed(failureWords(errors));
    // No draftRevision: that revision may have been published by hand meanwhile, and a schedule still goes live at its time.
    const published = await createSiteDocumentsRepository(db).publish(slug, schedule.document, { source: 'editor', createdBy: schedule.scheduled_by });
    if (schedule.draft_revision > 0) await createDraftsRepository(db).markPublished(slug, schedule.draft_revision, published.version);
    await db
      .updateTable('scheduled_publishes')
      .set({ published_version: published.version })
      .where('dealer_slug', '=', slug)
      .where('scheduled_at', '=', schedule.scheduled_at)
      .execute();
    return { slug, outcome: 'published', version: published.version };
  } catch (error) {
    console.error(`Scheduled publish of ${slug} failed:`, error);
    return failed('It did not go live: something went wrong on our side. Publish it now or schedule it again.');
  }
}
