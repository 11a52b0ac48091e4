import { Textarea } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

interface TextareaFieldProps extends FieldProps {
  /** Said after the schema's help: why formatted text is shown as code (RichTextField). */
  extraHelp?: string;
}

/** Longer text (a maxLength above 200, or the textarea hint); the marketer can make it taller. */
export function TextareaField(props: TextareaFieldProps) {
  const { value, pointer, actions } = props;
  return (
    <Textarea
      {...inputPropsFor(props, props.extraHelp)}
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
