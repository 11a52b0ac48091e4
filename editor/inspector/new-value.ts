import { colourSchema } from '../../schemas/common';
import { choicesOf, fieldKindOf } from './field-kind';
import { itemSchemaOf, singleType, type SchemaNode } from './schema-node';

/**
 * The value a new list item starts with: the schema's default, else the
 * smallest value of its shape with every required property filled in, so the
 * item shows up complete in the form and the validator names what is missing.
 */
export function newValueFor(schema: SchemaNode, siblings: readonly unknown[] = []): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  const choices = choicesOf(schema);
  if (choices) {
    // A list of unique choices gets the first one not taken yet.
    const unused = choices.find((choice) => !siblings.includes(choice.value));
    return (unused ?? choices[0]).value;
  }
  switch (singleType(schema)) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'string':
      return schema.pattern === colourSchema.pattern ? '#000000' : '';
    case 'array': {
      const item = itemSchemaOf(schema);
      const count = schema.minItems ?? 0;
      return item ? Array.from({ length: count }, () => newValueFor(item)) : [];
    }
    case 'object': {
      if (fieldKindOf(schema) === 'record') return {};
      const properties = schema.properties ?? {};
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (property.default !== undefined || schema.required?.includes(key)) object[key] = newValueFor(property);
      }
      return object;
    }
    default:
      return null;
  }
}
