import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { keptUntilVersionsMove } from '../db/versions-bell';
import { keepNewest } from '../keep-newest';
import { STOCK_VERSIONS_COLUMNS, type StockVersions, type StockVersionsRow, stockVersionsOf } from '../search/stock-version';

/** Who a site is: the platform's record, never the dealer's editable document. */
export interface PlatformSite {
  slug: string;
  domains: string[];
  dealershipIds: number[];
  websiteId: number;
}

export type PlatformSiteSave = { saved: true; site: PlatformSite } | { saved: false; domain: string; takenBy: string };

/** A request's site: the platform's record, its live version (undefined before its first publish) and the stock's versions as of now. */
export interface LiveSite {
  site: PlatformSite;
  version: number | undefined;
  stockVersions: StockVersions;
}

/** A key's lookup as an app server keeps it: what was found (nothing, for a host no site holds) as of `lookupVersion`. */
interface KeptLookup {
  lookupVersion: string;
  found: Omit<LiveSite, 'stockVersions'> | undefined;
}

/** More keys than a platform's sites and domains; beyond it the least recently asked are forgotten, so made-up hosts cannot grow it. */
const KEPT_LOOKUPS = 10_000;

/** Read as text, so the kept and the read version compare alike whichever driver (pg gives a bigint as text, PGlite as a number). */
const LOOKUP_VERSION_COLUMN = sql`(select version from site_lookup_version)::text as lookup_version`;

type LookupVersionsRow = StockVersionsRow & { lookup_version: string };

/** Host names compare in lower case, as browsers send them. */
function normalDomains(domains: readonly string[]): string[] {
  return [...new Set(domains.map((domain) => domain.trim().toLowerCase()))].sort();
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The platform's table of sites (migration 0007). Only the dealer-configs
 * import on start and a platform admin write here; host lookup, search
 * scoping and phone reveals read it.
 */
export function createPlatformSitesRepository(db: Kysely<Database>) {
  /** Each key's last lookup on this app server, with the version it was read at. */
  const kept = new Map<string, KeptLookup>();
  /** The versions as of now: one statement, or none on the embedded database while its bell has not rung since the last (versions-bell.ts). */
  const versionsNow = keptUntilVersionsMove(db, async () => {
    const { rows } = await sql<LookupVersionsRow>`select ${LOOKUP_VERSION_COLUMN}, ${STOCK_VERSIONS_COLUMNS}`.execute(db);
    return rows[0];
  });

  async function domainsOf(slugs: string[]): Promise<Map<string, string[]>> {
    const bySlug = new Map<string, string[]>(slugs.map((slug) => [slug, []]));
    if (slugs.length === 0) return bySlug;
    const rows = await db.selectFrom('site_domains').select(['domain', 'site_slug']).where('site_slug', 'in', slugs).orderBy('domain').execute();
    for (const row of rows) bySlug.get(row.site_slug)?.push(row.domain);
    return bySlug;
  }

  async function list(): Promise<PlatformSite[]> {
    const rows = await db.selectFrom('platform_sites').select(['slug', 'dealership_ids', 'website_id']).orderBy('slug').execute();
    const domains = await domainsOf(rows.map((row) => row.slug));
    return rows.map((row) => ({ slug: row.slug, domains: domains.get(row.slug) ?? [], dealershipIds: row.dealership_ids.map(Number), websiteId: Number(row.website_id) }));
  }

  async function get(slug: string): Promise<PlatformSite | undefined> {
    const row = await db.selectFrom('platform_sites').select(['slug', 'dealership_ids', 'website_id']).where('slug', '=', slug).executeTakeFirst();
    if (!row) return undefined;
    const domains = await domainsOf([slug]);
    return { slug, domains: domains.get(slug) ?? [], dealershipIds: row.dealership_ids.map(Number), websiteId: Number(row.website_id) };
  }

  /**
   * Writes a site's record whole. A domain another site holds is refused with
   * that site's slug; the primary key on site_domains catches the race of two
   * admins saving the same domain at once.
   */
  async function save(site: PlatformSite, by: string): Promise<PlatformSiteSave> {
    const domains = normalDomains(site.domains);
    try {
      return await db.transaction().execute(async (trx) => {
        if (domains.length > 0) {
          const taken = await trx.selectFrom('site_domains').select(['domain', 'site_slug']).where('domain', 'in', domains).where('site_slug', '<>', site.slug).executeTakeFirst();
          if (taken) return { saved: false, domain: taken.domain, takenBy: taken.site_slug } as const;
        }
        await trx
          .insertInto('platform_sites')
          .values({ slug: site.slug, dealership_ids: site.dealershipIds, website_id: site.websiteId, updated_by: by })
          .onConflict((conflict) =>
            conflict.column('slug').doUpdateSet({ dealership_ids: site.dealershipIds, website_id: site.websiteId, updated_by: by, updated_at: sql<string>`now()` }),
          )
          .execute();
        await trx.deleteFrom('site_domains').where('site_slug', '=', site.slug).execute();
        if (domains.length > 0)
          await trx
            .insertInto('site_domains')
            .values(domains.map((domain) => ({ domain, site_slug: site.slug })))
            .execute();
        return { saved: true, site: { ...site, domains } } as const;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const holder = await db.selectFrom('site_domains').select(['domain', 'site_slug']).where('domain', 'in', domains).where('site_slug', '<>', site.slug).executeTakeFirst();
      if (!holder) throw error;
      return { saved: false, domain: holder.domain, takenBy: holder.site_slug };
    }
  }

  return {
    list,
    get,
    save,

    /**
     * The site a request's key (its slug, or one of its domains) stands for,
     * with its live version (undefined before its first publish) and the
     * stock's versions as of now (a search needs them): every request to a
     * dealer site asks this first. A key looked up before costs one
     * statement reading the versions only (migration 0021), or none on the
     * embedded database while its bell has not rung (versions-bell.ts); the whole
     * lookup runs again when what it reads has changed, on this app server
     * or another.
     */
    async liveSiteForKey(key: string): Promise<LiveSite | undefined> {
      const known = kept.get(key);
      if (known) {
        const versions = await versionsNow();
        if (versions?.lookup_version === known.lookupVersion) {
          keepNewest(kept, key, known, KEPT_LOOKUPS);
          return known.found && { ...known.found, stockVersions: stockVersionsOf(versions) };
        }
      }
      // One row whether or not the key is known, so an unknown host is kept too, with the version it was unknown at.
      const { rows } = await sql<
        LookupVersionsRow & {
          slug: string | null;
          dealership_ids: (number | string)[] | null;
          website_id: number | string | null;
          domains: string[] | null;
          version: number | string | null;
        }
      >`
        with found as (
          select slug from platform_sites where slug = ${key}
          union all
          select site_slug as slug from site_domains where domain = ${key}
          limit 1
        )
        select sites.slug, sites.dealership_ids, sites.website_id,
          (select array_agg(domain order by domain) from site_domains where site_slug = sites.slug) as domains,
          (select max(version) from site_documents where dealer_slug = sites.slug and status = 'published') as version,
          ${LOOKUP_VERSION_COLUMN}, ${STOCK_VERSIONS_COLUMNS}
        from (select 1) as one
        left join (platform_sites sites join found on found.slug = sites.slug) on true`.execute(db);
      const [row] = rows;
      if (!row) throw new Error('The site lookup answered no row');
      const found: KeptLookup['found'] =
        row.slug === null
          ? undefined
          : {
              site: { slug: row.slug, domains: row.domains ?? [], dealershipIds: (row.dealership_ids ?? []).map(Number), websiteId: Number(row.website_id) },
              version: row.version === null ? undefined : Number(row.version),
            };
      keepNewest(kept, key, { lookupVersion: row.lookup_version, found }, KEPT_LOOKUPS);
      return found && { ...found, stockVersions: stockVersionsOf(row) };
    },

    /** Adds a site the platform does not know yet; an existing record (perhaps changed by an admin) is kept. */
    async addIfMissing(site: PlatformSite): Promise<PlatformSiteSave> {
      if (await get(site.slug)) return { saved: true, site: (await get(site.slug))! };
      return save(site, 'dealer-configs');
    },
  };
}
