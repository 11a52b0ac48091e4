import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { themeColoursAtom } from '../../state/theme-colours';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

/** The shade a colour's swatch shows in the list: the one buttons use by default. */
const SWATCH_SHADE = 6;

/** Said when the main colour names a colour the site no longer has. */
export const unknownColourWords = (name: string) => `There is no colour called “${name}”. Pick one from the list, or add it under Your own colours.`;

/**
 * A colour of the theme by name: the dealer's own colours first, then the
 * built-in ones, each shown with its swatch, never typed.
 */
export function ThemeColourField(props: FieldProps) {
  const { value, pointer, actions } = props;
  const { own, shades } = useAtomValue(themeColoursAtom);
  const picked = textOf(value);
  // Own keys only: a name like "toString" fits the colour-name pattern but is no colour.
  const known = Object.hasOwn(shades, picked);
  const unknown = picked !== '' && !known;
  const fieldProps = inputPropsFor(props);
  const builtIn = Object.keys(shades).filter((name) => !own.includes(name));
  const data = [...(own.length > 0 ? [{ group: 'Your own colours', items: own }] : []), { group: 'Built-in colours', items: unknown ? [picked, ...builtIn] : builtIn }];
  return (
    <Select
      {...fieldProps}
      error={fieldProps.error ?? (unknown ? unknownColourWords(picked) : undefined)}
      data={data}
      value={picked === '' ? null : picked}
      allowDeselect={false}
      searchable
      leftSection={known ? <ColorSwatch color={shades[picked][SWATCH_SHADE]} size={16} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          {Object.hasOwn(shades, option.value) ? <ColorSwatch color={shades[option.value][SWATCH_SHADE]} size={16} /> : null}
          <Text size="sm">{option.value}</Text>
        </Group>
      )}
      onChange={(name) => actions.set(pointer, name ? name : clearedValue(props))}
    />
  );
}
