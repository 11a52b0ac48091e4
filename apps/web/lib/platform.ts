import type { Kysely } from 'kysely';
import { registry } from '@/blocks';
import type { DataAccess } from '@/runtime/data-access';
import { getDatabase } from '@/runtime/server/db/ready';
import { createDataAccess } from '@/runtime/server/data-access';
import { importDealerConfigs, readDealerConfigs } from '@/runtime/server/dealer-configs';
import { createSiteService, type SiteService } from '@/runtime/server/site-service';
import type { Database } from '@/runtime/server/db/types';

export interface Platform {
  db: Kysely<Database>;
  sites: SiteService;
  data: DataAccess;
}

const globalForPlatform = globalThis as unknown as { dealerPlatform?: Promise<Platform> };

async function start(): Promise<Platform> {
  const db = await getDatabase();
  // `npm start` imports and checks the documents before the server starts;
  // this only catches up when the server was started some other way.
  await importDealerConfigs(db, await readDealerConfigs());
  return { db, sites: createSiteService(db, registry), data: createDataAccess(db) };
}

/** One database, site service and data access per server process. */
export function platform(): Promise<Platform> {
  globalForPlatform.dealerPlatform ??= start().catch((error: unknown) => {
    globalForPlatform.dealerPlatform = undefined;
    throw error;
  });
  return globalForPlatform.dealerPlatform;
}
