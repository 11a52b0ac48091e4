import type { Kysely } from 'kysely';
import type { DataAccess } from '../../data-access';
import { siteAddress } from '../../tenancy/site-address';
import type { Database } from '../db/types';
import type { LeadDeliveryKick } from '../leads/lead-delivery-worker';
import type { PublishedSite, SiteService } from '../site-service';
import { answerSafely } from './answer-safely';

/** The published site a request is for, and the prefix its links need (`/sites/{slug}`, or none on the dealer's own host). */
export interface FoundSite {
  site: PublishedSite;
  basePath: string;
}

/** What a dealer site's routes work with: the database, the published sites and the data blocks read. */
export interface SiteApiContext {
  db: Kysely<Database>;
  sites: Pick<SiteService, 'bySiteKey'>;
  data: DataAccess;
  /** The server's lead delivery worker, woken when a lead is stored; absent in tests that deliver nothing. */
  leadDelivery?: LeadDeliveryKick;
}

/**
 * The site for a /sites/{segment} address: a slug, or (after the proxy
 * rewrote a dealer's own host) the host marked as such. One reading for
 * pages and routes alike.
 */
export async function publishedSiteAt(sites: Pick<SiteService, 'bySiteKey'>, segment: string): Promise<FoundSite | undefined> {
  const { key, basePath } = siteAddress(segment);
  const site = await sites.bySiteKey(key);
  return site ? { site, basePath } : undefined;
}

/** How one audience of a dealer site is refused: its own 404 and 500 bodies, which its clients already read. */
export interface SiteAudience {
  noSite: () => Response;
  serverError: () => Response;
  /** What the server log calls a failed request of this audience. */
  logAs: string;
}

/** Finds the site or answers the audience's 404; anything thrown on the way is the audience's 500. */
export function answerForSite(audience: SiteAudience, context: SiteApiContext, segment: string, handle: (found: FoundSite) => Promise<Response>): Promise<Response> {
  return answerSafely(
    async () => {
      const found = await publishedSiteAt(context.sites, segment);
      return found ? handle(found) : audience.noSite();
    },
    audience.serverError,
    audience.logAs,
  );
}
