import { TextInput } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';

export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line of text; an email address gets the phone's email keyboard. */
export function TextField(props: FieldProps) {
  const { schema, value, pointer, actions } = props;
  return (
    <TextInput
      {...inputPropsFor(props)}
      type={schema.format === 'email' ? 'email' : 'text'}
      value={textOf(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        actions.set(pointer, text === '' ? clearedValue(props) : text);
      }}
    />
  );
}
