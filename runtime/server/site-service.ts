import type { Kysely } from 'kysely';
import { formatError } from '../../schemas/errors';
import type { BlockRegistry } from '../registry';
import { resolveDocument, type ResolvedSiteDocument } from '../site-document/resolve';
import { withPlatformTenancy } from '../tenancy/document-tenancy';
import { isSiteKey } from '../tenancy/site-address';
import type { Database } from './db/types';
import { createDueScheduleCheck } from './editor/due-schedule-check';
import { createBrandTemplatesRepository } from './repositories/brand-templates';
import { createPlatformSitesRepository, type PlatformSite } from './repositories/platform-sites';
import { createSiteDocumentsRepository } from './repositories/site-documents';
import type { StockVersions } from './search/stock-version';

export interface PublishedSite extends ResolvedSiteDocument {
  slug: string;
  version: number;
  /** The platform record this was built with: an admin's change is seen on the next request. */
  tenancy: string;
  /** The stock's versions, read with the site in the request's lookup, so a search spends no statement on them; absent where no lookup read them. */
  stockVersions?: StockVersions;
}

function tenancyKey(site: PlatformSite): string {
  return JSON.stringify([site.domains, site.dealershipIds, site.websiteId]);
}

export interface SiteSummary {
  slug: string;
  name: string;
  domains: string[];
}

/**
 * Finds the published site for a slug or host and keeps the resolved
 * document per version, so a request costs one small statement (the
 * versions; the site and its live version again only when they changed,
 * platform-sites.ts) until a new version is published (then the next
 * request sees it, no restart).
 * Scheduled publishes that are due go live first (at most one look per
 * interval, editor/due-schedule-check.ts).
 */
export function createSiteService(db: Kysely<Database>, registry: BlockRegistry) {
  const resolved = new Map<string, PublishedSite>();

  const platform = createPlatformSitesRepository(db);
  const versions = createSiteDocumentsRepository(db);
  const templates = createBrandTemplatesRepository(db);
  const publishWhatIsDue = createDueScheduleCheck(db, registry);

  /**
   * The site a key stands for, by the platform's table (never by what a
   * document claims), and its current published version only: a domain the
   * platform moved or removed stops serving at once.
   */
  async function currentVersion(key: string): Promise<{ site: PlatformSite; version: number; stockVersions: StockVersions } | undefined> {
    const live = await platform.liveSiteForKey(key);
    return live?.version !== undefined ? { site: live.site, version: live.version, stockVersions: live.stockVersions } : undefined;
  }

  async function load(platformSite: PlatformSite, version: number): Promise<PublishedSite> {
    const slug = platformSite.slug;
    const stored = await versions.byVersion(slug, version);
    if (!stored) throw new Error(`Site ${slug} has no version ${version}`);
    // The platform's tenancy wins over the document's, before the merge, so a template cannot bring its own either.
    const dealer = withPlatformTenancy(stored.document, platformSite);
    const resolvedDocument = await resolveDocument(dealer, templates.document, registry);
    if (resolvedDocument.templateError) console.error(`Site ${slug}: ${formatError(resolvedDocument.templateError)}`);
    const site = { slug, version, tenancy: tenancyKey(platformSite), ...resolvedDocument, document: withPlatformTenancy(resolvedDocument.document, platformSite) };
    // Published documents were valid when published; if the code has moved on
    // since (a block type removed), serve the rest of the site and say why.
    for (const error of site.errors) console.error(`Site ${slug} v${version}: ${formatError(error)}`);
    return site;
  }

  return {
    async bySiteKey(key: string): Promise<PublishedSite | undefined> {
      if (!isSiteKey(key)) return undefined;
      // Before reading the live version, so a promotion scheduled for 9:00 is what the first shopper after 9:00 sees.
      await publishWhatIsDue();
      const current = await currentVersion(key.toLowerCase());
      if (!current) return undefined;
      let site = resolved.get(current.site.slug);
      if (site?.version !== current.version || site.tenancy !== tenancyKey(current.site)) {
        site = await load(current.site, current.version);
        resolved.set(current.site.slug, site);
      }
      // A copy of the kept site, so this request's versions never reach another's.
      return { ...site, stockVersions: current.stockVersions };
    },

    async list(): Promise<SiteSummary[]> {
      const named = await versions.publishedNames();
      const domains = new Map((await platform.list()).map((site) => [site.slug, site.domains]));
      // A site the platform does not know answers on no host, so it is not listed.
      return named.filter((row) => domains.has(row.slug)).map((row) => ({ slug: row.slug, name: row.name, domains: domains.get(row.slug) ?? [] }));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
