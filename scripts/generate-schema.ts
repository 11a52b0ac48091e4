/**
 * Writes schemas/generated/site.schema.json from the registry, so editors
 * autocomplete and check dealer-configs/*.json, and the lead form's and
 * trade-in steps' and the reserve checkout's validators as code (scripts/lead-validator-code.ts says why). `npm run schema` runs it; a
 * test fails when the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import {
  LEAD_VALIDATOR_FILE,
  LEAD_VALIDATOR_TYPES,
  LEAD_VALIDATOR_TYPES_FILE,
  leadValidatorCode,
  RESERVATION_VALIDATOR_FILE,
  RESERVATION_VALIDATOR_TYPES_FILE,
  reservationValidatorCode,
} from './lead-validator-code';
import { siteSchemaJson, SITE_SCHEMA_FILE } from './site-schema-json';
import { TRADE_IN_VALIDATORS_FILE, TRADE_IN_VALIDATORS_TYPES, TRADE_IN_VALIDATORS_TYPES_FILE, tradeInValidatorsCode } from './trade-in-validator-code';

await writeFile(SITE_SCHEMA_FILE, siteSchemaJson());
console.log(`Wrote ${SITE_SCHEMA_FILE}`);
await writeFile(LEAD_VALIDATOR_FILE, leadValidatorCode());
await writeFile(LEAD_VALIDATOR_TYPES_FILE, LEAD_VALIDATOR_TYPES);
console.log(`Wrote ${LEAD_VALIDATOR_FILE}`);
await writeFile(TRADE_IN_VALIDATORS_FILE, tradeInValidatorsCode());
await writeFile(TRADE_IN_VALIDATORS_TYPES_FILE, TRADE_IN_VALIDATORS_TYPES);
console.log(`Wrote ${TRADE_IN_VALIDATORS_FILE}`);
await writeFile(RESERVATION_VALIDATOR_FILE, reservationValidatorCode());
await writeFile(RESERVATION_VALIDATOR_TYPES_FILE, LEAD_VALIDATOR_TYPES);
console.log(`Wrote ${RESERVATION_VALIDATOR_FILE}`);
