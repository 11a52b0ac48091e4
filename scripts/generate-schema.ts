/**
 * Writes schemas/generated/site.schema.json from the registry, so editors
 * autocomplete and check dealer-configs/*.json. `npm run schema` runs it; a
 * test fails when the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { siteSchemaJson, SITE_SCHEMA_FILE } from './site-schema-json';

await writeFile(SITE_SCHEMA_FILE, siteSchemaJson());
console.log(`Wrote ${SITE_SCHEMA_FILE}`);
