import { errorsAt } from './field-errors';
import type { FieldProps } from './field-props';
import { asSentence } from './field-words';
import { fieldId } from './field-id';

export function errorText(messages: readonly string[]): string | undefined {
  return messages.length ? messages.map(asSentence).join(' ') : undefined;
}

export function helpText(...parts: (string | undefined)[]): string | undefined {
  const text = parts.filter(Boolean).join(' ');
  return text || undefined;
}

/**
 * Label, help, required mark and the field's own errors, wired the Mantine
 * way: the input gets aria-invalid and aria-describedby naming the help and
 * the error message.
 */
export function inputPropsFor(props: FieldProps, extraHelp?: string) {
  const { schema, label, required, errors, pointer, idPrefix } = props;
  return {
    id: fieldId(idPrefix, pointer),
    label,
    description: helpText(schema.description, extraHelp),
    required,
    error: errorText(errorsAt(errors, pointer)),
  };
}

/**
 * What an emptied input stores: '' where the schema keeps an empty value
 * (required, or with a default that would otherwise come back), else nothing,
 * so an optional field left blank is simply not set.
 */
export function clearedValue({ schema, required }: Pick<FieldProps, 'schema' | 'required'>): '' | undefined {
  return required || schema.default !== undefined ? '' : undefined;
}
