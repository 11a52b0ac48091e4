import { NumberInput } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { rangeInWords } from '../field-words';
import { inputPropsFor } from '../input-props';

/**
 * A number with its range said beside it. Out-of-range numbers are kept as
 * typed (no clamping), so what the marketer sees is what the validator
 * judges.
 */
export function NumberField(props: FieldProps) {
  const { schema, value, pointer, actions } = props;
  const integer = schema.type === 'integer';
  return (
    <NumberInput
      {...inputPropsFor(props, rangeInWords(schema))}
      min={schema.minimum}
      max={schema.maximum}
      step={integer ? 1 : undefined}
      allowDecimal={!integer}
      clampBehavior="none"
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => {
        if (typeof next === 'number') actions.set(pointer, next);
        else if (next === '') actions.set(pointer, undefined);
        else if (Number.isFinite(Number(next))) actions.set(pointer, Number(next));
      }}
    />
  );
}
