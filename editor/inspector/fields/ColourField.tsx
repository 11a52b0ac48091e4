import { ColorInput } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { themeColoursAtom } from '../../state/theme-colours';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

/**
 * A colour, picked or typed as its code, with the site's own colours offered
 * first: the shades of its main colour and its header and footer colours.
 * Typed text is kept as it is even when it is not a colour yet (no reset on
 * blur), so the validator can say what is wrong instead of the text silently
 * disappearing.
 */
export function ColourField(props: FieldProps) {
  const { value, pointer, actions } = props;
  const { swatches } = useAtomValue(themeColoursAtom);
  return (
    <ColorInput
      {...inputPropsFor(props)}
      format="hex"
      fixOnBlur={false}
      withEyeDropper={false}
      swatches={swatches}
      swatchesPerRow={10}
      placeholder="Pick a colour"
      value={textOf(value)}
      onChange={(text) => actions.set(pointer, text === '' ? clearedValue(props) : text)}
    />
  );
}
