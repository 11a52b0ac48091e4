import type { Kysely } from 'kysely';
import { registry } from '@/blocks';
import type { DataAccess } from '@/runtime/data-access';
import { getDatabase } from '@/runtime/server/db/ready';
import { offerSiteSearch } from '@/runtime/server/http/door-search';
import { readPageVersions } from '@/runtime/server/http/page-cache/page-versions';
import { offerPageVersions } from '@/runtime/server/http/page-cache/render-handoff';
import { createDataAccess } from '@/runtime/server/data-access';
import { startScheduledPublishing } from '@/runtime/server/editor/due-schedule-check';
import { importDealerConfigs, readDealerConfigs } from '@/runtime/server/dealer-configs';
import type { LeadDeliveryKick } from '@/runtime/server/leads/lead-delivery-worker';
import { startLeadDelivery } from '@/runtime/server/leads/shared-lead-delivery';
import { searchByBody, searchByQueryString } from '@/runtime/server/search/http';
import { createSiteService, type SiteService } from '@/runtime/server/site-service';
import type { Database } from '@/runtime/server/db/types';

export interface Platform {
  db: Kysely<Database>;
  sites: SiteService;
  data: DataAccess;
  leadDelivery: LeadDeliveryKick;
}

const globalForPlatform = globalThis as unknown as { dealerPlatform?: Promise<Platform> };

async function start(): Promise<Platform> {
  const db = await getDatabase();
  // `npm start` imports and checks the documents before the server starts;
  // this only catches up when the server was started some other way.
  await importDealerConfigs(db, await readDealerConfigs());
  const sites = createSiteService(db, registry);
  // The server in front keeps rendered pages by these versions, and has no database of its own to read them with.
  offerPageVersions(() => readPageVersions(db));
  // Once per server process too: scheduled publishes go live at their time whether or not anyone visits the site.
  startScheduledPublishing(db, registry);
  // Once per server process, beside its database: stored leads are sent from here on, those a stopped server left included.
  const platform: Platform = { db, sites, data: createDataAccess(db), leadDelivery: startLeadDelivery(db, sites) };
  // The server in front answers searches itself with the route's own functions (door-search.ts), on this database.
  offerSiteSearch((request, segment) => (request.method === 'POST' ? searchByBody : searchByQueryString)(platform, request, segment));
  return platform;
}

/** One database, site service, data access and lead delivery worker per server process. */
export function platform(): Promise<Platform> {
  globalForPlatform.dealerPlatform ??= start().catch((error: unknown) => {
    globalForPlatform.dealerPlatform = undefined;
    throw error;
  });
  return globalForPlatform.dealerPlatform;
}
