/**
 * Runs before the server starts (`npm start`, `npm run dev`): checks every
 * dealer document, then creates, migrates and seeds the database on first
 * start and publishes dealer documents whose files changed. An invalid
 * document stops the start with its list of errors, not a stack trace.
 */
import path from 'node:path';
import { registry } from '../blocks';
import { formatError } from '../schemas/errors';
import { seedDemoMarketers } from '../runtime/server/auth/seed-demo-marketers';
import { closeSharedDatabase } from '../runtime/server/db/connection';
import { getDatabase } from '../runtime/server/db/ready';
import { checkDealerConfigs, importDealerConfigs, readDealerConfigs } from '../runtime/server/dealer-configs';
import { destinationsInUse } from '../runtime/server/leads/destinations-in-use';
import { checkLeadDeliverySettings, deliveryTimingFromEnv, LeadDeliverySettingsError } from '../runtime/server/leads/lead-delivery-settings';
import { createSiteService } from '../runtime/server/site-service';
import { checkSmsSettings, LocalSmsInProductionError } from '../runtime/server/sms/sms-from-env';
import { editorAddressFromEnv, EditorHostSettingsError } from '../runtime/tenancy/editor-host';

try {
  checkSmsSettings();
  editorAddressFromEnv();
} catch (error) {
  if (!(error instanceof LocalSmsInProductionError || error instanceof EditorHostSettingsError)) throw error;
  console.error(`${error.message}\nThe site was not started.`);
  process.exit(1);
}

const configs = await readDealerConfigs();
const problems = (await checkDealerConfigs(configs, registry)).filter((result) => result.errors.length > 0);
if (problems.length > 0) {
  console.error('The site documents in dealer-configs/ have errors; the site was not started.\n');
  for (const { file, errors } of problems) {
    console.error(`${path.relative(process.cwd(), file)}:`);
    for (const error of errors) console.error(`  ${formatError(error)}`);
    console.error('');
  }
  process.exit(1);
}

const started = Date.now();
const db = await getDatabase();
const published = await importDealerConfigs(db, configs);
try {
  // After the import: what the published sites send leads to decides which settings a production start needs.
  checkLeadDeliverySettings(await destinationsInUse(createSiteService(db, registry)));
  deliveryTimingFromEnv();
} catch (error) {
  if (!(error instanceof LeadDeliverySettingsError)) throw error;
  await closeSharedDatabase();
  console.error(`${error.message}\nThe site was not started.`);
  process.exit(1);
}
const marketers = await seedDemoMarketers(db);
await closeSharedDatabase();
const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR ?? '.data/'}`;
console.log(
  `Database ready in ${Date.now() - started} ms on ${where}; ` +
    (published.length ? `published ${published.join(', ')}.` : 'dealer documents unchanged.') +
    (marketers.length ? ` Created the demo editor accounts ${marketers.join(', ')} (see README; set SEED_DEMO=0 to start without them).` : ''),
);
