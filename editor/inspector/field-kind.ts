import { colourSchema, linkTargetSchema } from '../../schemas/common';
import { itemSchemaOf, singleType, type SchemaNode } from './schema-node';

export const FIELD_KINDS = [
  'text',
  'textarea',
  'rich-text',
  'number',
  'select',
  'boolean',
  'colour',
  'date',
  'date-time',
  'url',
  'image',
  'array',
  'object',
  'record',
  'make-model',
  'promotion',
  'theme-colour',
  'font',
  'stock-value',
  'car',
  'json',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** Longer text than this gets a text area rather than a one-line input. */
export const TEXTAREA_MIN_LENGTH = 200;

type Primitive = string | number | boolean | null;

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export interface Choice {
  value: Primitive;
  title?: string;
}

/**
 * The fixed values a field can take, with their titles when the schema gives
 * them: an enum's labels, or a oneOf of titled consts. Labels without an enum
 * are the values to offer for text that may hold others as well (a search
 * filter the feed writes as "used" or "suv").
 */
export function choicesOf(schema: SchemaNode): Choice[] | undefined {
  const labels = schema['x-editor']?.labels;
  if (schema.enum?.length && schema.enum.every(isPrimitive)) {
    return schema.enum.map((value) => ({ value: value as Primitive, title: labels?.[String(value)] }));
  }
  if (labels && singleType(schema) === 'string') return Object.entries(labels).map(([value, title]) => ({ value, title }));
  if (schema.oneOf?.length && schema.oneOf.every((branch) => 'const' in branch && isPrimitive(branch.const))) {
    return schema.oneOf.map((branch) => ({ value: branch.const as Primitive, title: branch.title }));
  }
  return undefined;
}

/** The shape of blocks/kit/fields/image-field.ts and schemas/common.ts imageSchema: an address and its description. */
function isImageShape(schema: SchemaNode): boolean {
  const properties = schema.properties;
  if (!properties?.url || singleType(properties.url) !== 'string') return false;
  return Object.keys(properties).every((key) => key === 'url' || (key === 'alt' && singleType(properties.alt) === 'string'));
}

function isHint(widget: string | undefined): widget is FieldKind {
  return (FIELD_KINDS as readonly string[]).includes(widget ?? '');
}

function stringKind(schema: SchemaNode): FieldKind {
  switch (schema.format) {
    case 'date-time':
      return 'date-time';
    case 'date':
      return 'date';
    case 'uri':
    case 'uri-reference':
      return 'url';
  }
  if (schema.pattern === colourSchema.pattern) return 'colour';
  if (schema.pattern === linkTargetSchema.pattern) return 'url';
  // Formatted text is written with buttons; any other media type (JSON, CSS) stays text to type.
  if (schema.contentMediaType === 'text/html') return 'rich-text';
  if (schema.contentMediaType || (schema.maxLength ?? 0) > TEXTAREA_MIN_LENGTH) return 'textarea';
  return 'text';
}

/**
 * Which widget edits a value of this schema. Whatever is not recognised gets
 * the JSON editor, so no field ever disappears from the inspector.
 */
export function fieldKindOf(schema: SchemaNode): FieldKind {
  const hint = schema['x-editor']?.widget;
  if (isHint(hint)) return hint;
  if (choicesOf(schema)) return 'select';
  switch (singleType(schema)) {
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      return stringKind(schema);
    case 'object':
      if (isImageShape(schema)) return 'image';
      if (schema.properties) return 'object';
      if (typeof schema.additionalProperties === 'object') return 'record';
      return 'json';
    case 'array':
      return itemSchemaOf(schema) ? 'array' : 'json';
    default:
      return 'json';
  }
}
