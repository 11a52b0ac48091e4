import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The keywords that decide what an absent value becomes. */
interface DefaultingSchema {
  default?: unknown;
  properties?: Readonly<Record<string, DefaultingSchema>>;
  items?: DefaultingSchema | readonly DefaultingSchema[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills in `value` what ajv's useDefaults fills: each absent property's default, then the defaults inside what is there. */
function fillDefaults(schema: DefaultingSchema, value: unknown): void {
  if (isPlainObject(value) && schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (value[name] === undefined && property.default !== undefined) value[name] = structuredClone(property.default);
      if (value[name] !== undefined) fillDefaults(property, value[name]);
    }
  }
  if (Array.isArray(value) && isPlainObject(schema.items)) {
    for (const item of value) fillDefaults(schema.items, item);
  }
}

/**
 * The props a block written with none has once validated: every `default`
 * of its schema, nested ones included, as the shared ajv fills them in, so
 * a block's defaults are written once, in its schema. The type is the
 * schema's own (FromSchema counts a property with a default as present, as
 * ajv makes it); a required property without a default would be missing,
 * which blocks/defaults.test.ts catches by validating every block's defaults.
 * Props is a defaulted parameter, as in defineBlock: FromSchema written in
 * the return type itself is instantiated deeper than the compiler allows.
 */
export function defaultsOf<const Schema extends JSONSchema, Props = FromSchema<Schema>>(schema: Schema): Props {
  const props: Record<string, unknown> = {};
  fillDefaults(schema as DefaultingSchema, props);
  return props as Props;
}
