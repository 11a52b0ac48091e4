import { parseSitesPath, platformHosts, siteKeyForHost } from '../../tenancy/site-address';

/**
 * How many of one dealer site's requests an app server works on at once;
 * the rest wait their turn. One process renders every dealer's pages on one
 * thread, so a dealer whose visitors (or an attacker) keep it busy with its
 * heaviest page would otherwise take as much of the thread as it has
 * requests in flight, and every other dealer's shoppers wait behind them.
 */
export const MAX_REQUESTS_IN_FLIGHT_PER_SITE = 2;

/** Assets and generated photos are the same for every site and cheap: they never wait. */
const SHARED_FILES = /^\/(?:_next\/|media\/|favicon\.ico$|icon\.svg$)/;

/**
 * The dealer site a request is for, as the admission counts it: the host's
 * site, or the /sites/{key} segment on the platform's hosts; undefined for
 * shared files and the platform's own pages (the editor, the front page).
 */
export function admissionKey(hostHeader: string | undefined, url: string | undefined, extraPlatformHosts?: string): string | undefined {
  const pathname = (url ?? '/').split('?')[0]!;
  if (SHARED_FILES.test(pathname)) return undefined;
  const hostKey = siteKeyForHost(hostHeader, platformHosts(extraPlatformHosts));
  if (hostKey) return hostKey;
  return parseSitesPath(pathname)?.key;
}

/** Lets at most `limit` requests of one site run at once, in the order they came; other sites are not held up. */
export function createSiteAdmission(limit = MAX_REQUESTS_IN_FLIGHT_PER_SITE) {
  const sites = new Map<string, { running: number; waiting: (() => void)[] }>();
  return {
    /** Runs `work` once the site has a free place; the place is given back when the returned promise settles. */
    async admit<T>(key: string | undefined, work: () => Promise<T>): Promise<T> {
      if (key === undefined) return work();
      let site = sites.get(key);
      if (!site) {
        site = { running: 0, waiting: [] };
        sites.set(key, site);
      }
      if (site.running >= limit) {
        const queue = site.waiting;
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        site.running++;
      }
      try {
        return await work();
      } finally {
        const next = site.waiting.shift();
        // The place passes straight to the next waiting request, so a newcomer cannot jump the queue.
        if (next) next();
        else if (--site.running === 0) sites.delete(key);
      }
    },
    /** Requests of a site running and waiting, for tests and logs. */
    load(key: string): { running: number; waiting: number } {
      const site = sites.get(key);
      return { running: site?.running ?? 0, waiting: site?.waiting.length ?? 0 };
    },
  };
}
