import { ColorInput } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

/**
 * A colour, picked or typed as its code. Typed text is kept as it is even when it
 * is not a colour yet (no reset on blur), so the validator can say what is
 * wrong instead of the text silently disappearing.
 */
export function ColourField(props: FieldProps) {
  const { value, pointer, actions } = props;
  return (
    <ColorInput
      {...inputPropsFor(props)}
      format="hex"
      fixOnBlur={false}
      withEyeDropper={false}
      placeholder="Pick a colour"
      value={textOf(value)}
      onChange={(text) => actions.set(pointer, text === '' ? clearedValue(props) : text)}
    />
  );
}
