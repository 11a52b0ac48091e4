import { Textarea } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

/** Longer text (a maxLength above 200, HTML, or the textarea hint); the marketer can make it taller. */
export function TextareaField(props: FieldProps) {
  const { value, pointer, actions } = props;
  return (
    <Textarea
      {...inputPropsFor(props)}
      rows={5}
      resize="vertical"
      value={textOf(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        actions.set(pointer, text === '' ? clearedValue(props) : text);
      }}
    />
  );
}
