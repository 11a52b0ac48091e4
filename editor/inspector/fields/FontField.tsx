import { Autocomplete, Stack, Text } from '@mantine/core';
import { FONT_CHOICES } from '../font-choices';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

const fontsByList = new Map(FONT_CHOICES.map((choice) => [choice.fonts, choice.name]));

/**
 * A font list picked by name from fonts every device has, each shown in
 * itself; a list of the site's own can still be typed.
 */
export function FontField(props: FieldProps) {
  const { value, pointer, actions } = props;
  return (
    <Autocomplete
      {...inputPropsFor(props)}
      autoComplete="off"
      spellCheck={false}
      placeholder="Pick a font"
      data={FONT_CHOICES.map((choice) => choice.fonts)}
      // Every choice is offered whatever is typed: the list is short and named in words, not in what is typed.
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm" style={{ fontFamily: option.value }}>
            {fontsByList.get(option.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Stack>
      )}
      value={textOf(value)}
      onChange={(text) => actions.set(pointer, text.trim() === '' ? clearedValue(props) : text)}
    />
  );
}
