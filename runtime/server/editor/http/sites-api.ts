import type { Kysely } from 'kysely';
import type { SitesAnswer } from '../../../../schemas/api/editor';
import type { Marketer } from '../../auth/marketer';
import type { Database } from '../../db/types';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { answer } from './editor-answers';
import { forMarketer, isPlatformAdmin, type EditorContext } from './editor-access';

type OpenSchedule = NonNullable<SitesAnswer['sites'][number]['schedule']>;

/** Each site's publish still waiting for its time, or the one that failed at it: what the marketer must know from the site list. */
async function openSchedules(db: Kysely<Database>, slugs: readonly string[]): Promise<Map<string, OpenSchedule>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('scheduled_publishes')
    .select(['dealer_slug', 'publish_at', 'status'])
    .where('dealer_slug', 'in', slugs)
    .where('status', 'in', ['waiting', 'failed'])
    .execute();
  return new Map(rows.map((row) => [row.dealer_slug, { publishAt: new Date(row.publish_at).toISOString(), status: row.status as OpenSchedule['status'] }]));
}

/** The dealer sites this marketer may edit, with their published version and draft revision: the editor's front page and its API both show this. */
export async function editableSites(db: Kysely<Database>, marketer: Marketer): Promise<SitesAnswer> {
  const rows = await createSiteDocumentsRepository(db).publishedWithDraftRevisions(isPlatformAdmin(marketer) ? 'every dealer' : marketer.dealerSlugs);
  const schedules = await openSchedules(
    db,
    rows.map((row) => row.slug),
  );
  return {
    sites: rows.map((row) => ({
      slug: row.slug,
      name: row.name ?? row.slug,
      publishedVersion: Number(row.version),
      draftRevision: row.revision ?? 0,
      unpublishedChanges: row.unpublished_changes,
      lastEdited: { at: new Date(row.edited_at).toISOString(), by: row.edited_by },
      schedule: schedules.get(row.slug) ?? null,
    })),
  };
}

/** GET /editor/api/sites: the dealer sites the signed-in marketer may edit. */
export function listEditableSites(context: EditorContext, request: Request): Promise<Response> {
  return forMarketer(context, request, async (marketer) => answer(await editableSites(context.db, marketer)));
}
