'use client';

import { Text } from '@mantine/core';
import type { JSONSchema } from 'json-schema-to-ts';
import { useMemo, useRef } from 'react';
import { errorsAt, NO_ERRORS, type FieldError } from './field-errors';
import { fieldId } from './field-id';
import { FieldReveal, FieldRevealContext, useRevealLinkedFields } from './field-reveal';
import type { FormActions } from './field-props';
import { errorText } from './input-props';
import { setAt, valueAt } from './json-pointer';
import { asSchemaNode } from './schema-node';
import { ObjectProperties } from './fields/ObjectProperties';
import classes from './SchemaForm.module.css';

export interface SchemaFormProps {
  /** An object schema: a block's props, the dealer settings, the theme… */
  schema: JSONSchema;
  value: Record<string, unknown>;
  /** The whole next value, and the JSON Pointer of what changed. */
  onChange: (next: Record<string, unknown>, changedPointer: string) => void;
  /** JSON Pointers relative to `value`. */
  errors?: readonly { path: string; message: string }[];
  /** Makes the inputs' ids unique on the page; see fieldId. */
  idPrefix: string;
}

/**
 * A form generated from a JSON Schema, with no code per block: one field per
 * property, its widget chosen from the schema, its errors shown beside it.
 */
export function SchemaForm({ schema, value, onChange, errors = NO_ERRORS, idPrefix }: SchemaFormProps) {
  const node = asSchemaNode(schema);
  const latest = useRef({ value, onChange });
  // The newest value and callback, read by the one `actions` object every field shares.
  latest.current = { value, onChange };

  const actions = useMemo<FormActions>(() => {
    function apply(pointer: string, next: unknown) {
      const whole = setAt(latest.current.value, pointer, next) as Record<string, unknown>;
      // Two changes before the next render (add, then edit) build on each other.
      latest.current = { ...latest.current, value: whole };
      latest.current.onChange(whole, pointer);
    }
    return {
      set: apply,
      update(pointer, recipe) {
        const current = valueAt(latest.current.value, pointer);
        const next = recipe(current);
        // A recipe that refuses (a name already taken) returns what it got: nothing to report.
        if (next !== current) apply(pointer, next);
      },
    };
  }, []);

  const reveal = useMemo(() => new FieldReveal(), []);
  useRevealLinkedFields(reveal, idPrefix);

  const formErrors = errors as readonly FieldError[];
  const ownErrors = errorText(errorsAt(formErrors, ''));
  return (
    <FieldRevealContext value={reveal}>
      <div id={fieldId(idPrefix, '')} className={classes.form}>
        {ownErrors && (
          <Text size="sm" c="red.9" mb="sm">
            {ownErrors}
          </Text>
        )}
        {/* Keyed by the prefix: another block's form starts fresh (open list items, half-typed JSON). */}
        <ObjectProperties key={idPrefix} schema={node} value={value} pointer="" errors={formErrors} idPrefix={idPrefix} actions={actions} />
      </div>
    </FieldRevealContext>
  );
}
