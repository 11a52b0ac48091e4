import { TextInput } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { isStoredDate } from '../date-time-text';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

/**
 * A day, in the browser's date picker; the input and the schema both use
 * YYYY-MM-DD. A stored value that is not a date is shown as plain text so it
 * can be seen and fixed rather than blanked.
 */
export function DateField(props: FieldProps) {
  const { value, pointer, actions } = props;
  const stored = textOf(value);
  const native = stored === '' || isStoredDate(stored);
  return (
    <TextInput
      {...inputPropsFor(props)}
      type={native ? 'date' : 'text'}
      placeholder={native ? undefined : 'YYYY-MM-DD'}
      value={stored}
      onChange={(event) => {
        // A half-typed date reads as '' with badInput set: not a reason to clear the stored day.
        if (event.currentTarget.value === '' && event.currentTarget.validity.badInput) return;
        const text = event.currentTarget.value.trim();
        actions.set(pointer, text === '' ? clearedValue(props) : text);
      }}
    />
  );
}
