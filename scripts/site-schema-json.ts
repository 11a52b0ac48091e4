import path from 'node:path';
import { registry } from '../blocks';
import { siteDocumentSchema } from '../schemas/site-document';

export const SITE_SCHEMA_FILE = path.join(process.cwd(), 'schemas/generated/site.schema.json');

/** The document schema as a JSON file: 2-space JSON with a closing newline. */
export function siteSchemaJson(): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://dealer-sites.dev/schemas/site.schema.json',
    ...siteDocumentSchema(registry.schemaEntries()),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
