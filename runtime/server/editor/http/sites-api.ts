import { sql } from 'kysely';
import type { SitesAnswer } from '../../../../schemas/api/editor';
import { answer } from './editor-answers';
import { forMarketer, type EditorContext } from './editor-access';

/** GET /editor/api/sites: the dealer sites this marketer may edit, with their published version and draft revision. */
export function listEditableSites(context: EditorContext, request: Request): Promise<Response> {
  return forMarketer(context, request, async (marketer) => {
    if (marketer.role !== 'platform-admin' && marketer.dealerSlugs.length === 0) return answer<SitesAnswer>({ sites: [] });
    const onlyTheirs = marketer.role === 'platform-admin' ? sql`true` : sql`d.dealer_slug in (${sql.join(marketer.dealerSlugs)})`;
    const { rows } = await sql<{ slug: string; name: string | null; version: number; revision: number | null }>`
      select distinct on (d.dealer_slug) d.dealer_slug as slug, d.document->'dealer'->>'name' as name, d.version, s.revision
      from site_documents d left join site_drafts s on s.dealer_slug = d.dealer_slug
      where d.status = 'published' and ${onlyTheirs}
      order by d.dealer_slug, d.version desc`.execute(context.db);
    const body: SitesAnswer = {
      sites: rows.map((row) => ({ slug: row.slug, name: row.name ?? row.slug, publishedVersion: Number(row.version), draftRevision: row.revision ?? 0 })),
    };
    return answer(body);
  });
}
