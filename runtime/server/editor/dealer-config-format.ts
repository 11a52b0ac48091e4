import { BLOCK_DEFINITION_REF, blockNodeSchema } from '../../../schemas/block-node';
import { siteDocumentSchema } from '../../../schemas/site-document';
import type { BlockRegistry } from '../../registry';

/** What a dealer document in dealer-configs/ names as its schema, so editors check it while you type. */
export const DEALER_CONFIG_SCHEMA_REF = '../schemas/generated/site.schema.json';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
  const?: unknown;
  $defs?: Record<string, Schema>;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Key order follows the order the schema lists the properties, because that
 * is how every file in dealer-configs/ is written (a schema-ordered file
 * reads top-down: identity, settings, look, then pages; alphabetical order
 * would put `pages` before `settings` and `id` after `props`). Keys the
 * schema does not list (a map's own keys, or unknown ones) keep their order
 * after the listed ones, so an export is stable and a file round-trips
 * unchanged.
 */
function orderLike(value: unknown, schema: Schema | undefined, root: Schema): unknown {
  let resolved = schema;
  if (resolved?.$ref === BLOCK_DEFINITION_REF) resolved = root.$defs?.block;
  if (resolved?.oneOf && resolved.discriminator && isPlainObject(value)) {
    const tag = value[resolved.discriminator.propertyName];
    resolved = resolved.oneOf.find((branch) => branch.properties?.[resolved!.discriminator!.propertyName]?.const === tag) ?? (blockNodeSchema as Schema);
  }
  if (Array.isArray(value)) return value.map((item) => orderLike(item, resolved?.items, root));
  if (!isPlainObject(value)) return value;
  const listed = Object.keys(resolved?.properties ?? {}).filter((key) => key in value);
  const others = Object.keys(value).filter((key) => !listed.includes(key));
  const extra = typeof resolved?.additionalProperties === 'object' ? resolved.additionalProperties : undefined;
  return Object.fromEntries([
    ...listed.map((key) => [key, orderLike(value[key], resolved?.properties?.[key], root)]),
    ...others.map((key) => [key, orderLike(value[key], extra, root)]),
  ]);
}

/** A site document written exactly as the files in dealer-configs/ are: "$schema" first, schema key order, 2-space JSON, a final newline. */
export function formatAsDealerConfig(document: Record<string, unknown>, registry: BlockRegistry): string {
  const root = siteDocumentSchema(registry.schemaEntries()) as Schema;
  const withSchema = { ...document, $schema: DEALER_CONFIG_SCHEMA_REF };
  return `${JSON.stringify(orderLike(withSchema, root, root), null, 2)}\n`;
}
