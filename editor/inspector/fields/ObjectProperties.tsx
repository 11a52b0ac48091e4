import { Stack, Text } from '@mantine/core';
import { pointerSegments } from '../../../schemas/errors';
import { errorsUnder, type FieldError } from '../field-errors';
import type { FormActions } from '../field-props';
import { fieldTitle } from '../field-words';
import { childPointer } from '../json-pointer';
import type { SchemaNode } from '../schema-node';
import { SchemaField } from '../SchemaField';

interface ObjectPropertiesProps {
  schema: SchemaNode;
  value: unknown;
  pointer: string;
  errors: readonly FieldError[];
  idPrefix: string;
  actions: FormActions;
}

/** Errors about keys this schema does not know (a mistyped or left-over prop): no field would show them. */
function strayErrors(schema: SchemaNode, errors: readonly FieldError[], pointer: string): string[] {
  const depth = pointerSegments(pointer).length;
  return errors.flatMap((error) => {
    const segments = pointerSegments(error.path);
    if (segments.length !== depth + 1 || !error.path.startsWith(`${pointer}/`)) return [];
    const key = segments[depth];
    return schema.properties && key in schema.properties ? [] : [`“${key}” ${error.message}`];
  });
}

/** One field per property, in the schema's order. */
export function ObjectProperties({ schema, value, pointer, errors, idPrefix, actions }: ObjectPropertiesProps) {
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const stray = strayErrors(schema, errors, pointer);
  return (
    <Stack gap="md">
      {stray.length > 0 && (
        <Text size="sm" c="red.9">
          {stray.join(' ')}
        </Text>
      )}
      {Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const propertyPointer = childPointer(pointer, key);
        return (
          <SchemaField
            key={key}
            schema={property}
            value={object[key]}
            pointer={propertyPointer}
            label={fieldTitle(property, key)}
            required={schema.required?.includes(key) ?? false}
            errors={errorsUnder(errors, propertyPointer)}
            idPrefix={idPrefix}
            actions={actions}
          />
        );
      })}
    </Stack>
  );
}
