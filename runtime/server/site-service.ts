import { sql, type Kysely } from 'kysely';
import { formatError } from '../../schemas/errors';
import type { BlockRegistry } from '../registry';
import { resolveSiteDocument, type ResolvedSiteDocument } from '../site-document/resolve';
import type { Database } from './db/types';

export interface PublishedSite extends ResolvedSiteDocument {
  slug: string;
  version: number;
}

export interface SiteSummary {
  slug: string;
  name: string;
  domains: string[];
}

/**
 * Finds the published site for a slug or host and keeps the resolved
 * document per version, so a request costs one small query until a new
 * version is published (then the next request sees it, no restart).
 */
export function createSiteService(db: Kysely<Database>, registry: BlockRegistry) {
  const resolved = new Map<string, PublishedSite>();

  async function currentVersion(key: string): Promise<{ slug: string; version: number } | undefined> {
    const { rows } = await sql<{ dealer_slug: string; version: number }>`
      select dealer_slug, version from site_documents
      where status = 'published'
        and (dealer_slug = ${key} or document->'dealer'->'domains' @> to_jsonb(${key}::text))
      order by (dealer_slug = ${key}) desc, version desc
      limit 1`.execute(db);
    return rows[0] ? { slug: rows[0].dealer_slug, version: Number(rows[0].version) } : undefined;
  }

  async function load(slug: string, version: number): Promise<PublishedSite> {
    const { rows } = await sql<{ document: Record<string, unknown> }>`
      select document from site_documents where dealer_slug = ${slug} and version = ${version}`.execute(db);
    const dealer = rows[0].document;
    let template: Record<string, unknown> | undefined;
    if (typeof dealer.extends === 'string') {
      const found = await sql<{ document: Record<string, unknown> }>`
        select document from brand_templates where slug = ${dealer.extends}`.execute(db);
      template = found.rows[0]?.document;
      if (!template) console.error(`Site ${slug} extends the unknown template "${dealer.extends}"`);
    }
    const site = { slug, version, ...resolveSiteDocument(dealer, template, registry) };
    // Published documents were valid when published; if the code has moved on
    // since (a block type removed), serve the rest of the site and say why.
    for (const error of site.errors) console.error(`Site ${slug} v${version}: ${formatError(error)}`);
    return site;
  }

  return {
    async bySiteKey(key: string): Promise<PublishedSite | undefined> {
      const current = await currentVersion(key.toLowerCase());
      if (!current) return undefined;
      const cached = resolved.get(current.slug);
      if (cached?.version === current.version) return cached;
      const site = await load(current.slug, current.version);
      resolved.set(current.slug, site);
      return site;
    },

    async list(): Promise<SiteSummary[]> {
      const { rows } = await sql<{ dealer_slug: string; name: string; domains: string[] | null }>`
        select distinct on (dealer_slug) dealer_slug, document->'dealer'->>'name' as name, document->'dealer'->'domains' as domains
        from site_documents where status = 'published'
        order by dealer_slug, version desc`.execute(db);
      return rows.map((row) => ({ slug: row.dealer_slug, name: row.name, domains: row.domains ?? [] }));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
