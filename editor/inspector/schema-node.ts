import type { JSONSchema } from 'json-schema-to-ts';

/**
 * The parts of a JSON Schema the inspector reads. Block and document schemas
 * are `as const` objects; this is the one loose view the form walks them with.
 */
export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly oneOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
  readonly $ref?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly contentMediaType?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | SchemaNode;
  readonly propertyNames?: SchemaNode;
  readonly items?: boolean | SchemaNode | readonly SchemaNode[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  /**
   * Editor hints; ajv accepts the keyword and ignores it (schemas/ajv.ts).
   * `widget` picks a field's input, `labels` names an enum's values in the
   * marketer's words, `patternWords` says what the pattern asks for,
   * `stockFilter` names the search filter whose stock values a field offers.
   */
  readonly 'x-editor'?: { readonly widget?: string; readonly labels?: Readonly<Record<string, string>>; readonly patternWords?: string; readonly stockFilter?: string };
}

export function asSchemaNode(schema: JSONSchema | SchemaNode): SchemaNode {
  return typeof schema === 'boolean' ? {} : (schema as SchemaNode);
}

/** A schema that describes one value of a list, when it does (not a tuple, not `true`). */
export function itemSchemaOf(schema: SchemaNode): SchemaNode | undefined {
  const { items } = schema;
  if (!items || typeof items === 'boolean' || Array.isArray(items)) return undefined;
  return items as SchemaNode;
}

/** The single JSON type a schema names, or undefined for none or a union. */
export function singleType(schema: SchemaNode): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (schema.type === undefined) {
    if (schema.properties || typeof schema.additionalProperties === 'object') return 'object';
    if (schema.items !== undefined) return 'array';
  }
  return undefined;
}
