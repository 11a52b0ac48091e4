import { NativeSelect } from '@mantine/core';
import { choicesOf } from '../field-kind';
import type { FieldProps } from '../field-props';
import { choiceLabel } from '../field-words';
import { inputPropsFor } from '../input-props';

const NOT_SET = '';

/**
 * One of the schema's fixed values, titled by oneOf [{const, title}] when the
 * schema gives titles. A native select: the phone's own picker, and options
 * keep their value's type (2 stays a number) by being looked up by position.
 */
export function SelectField(props: FieldProps) {
  const { schema, value, pointer, required, actions } = props;
  const choices = choicesOf(schema) ?? [];
  const selected = choices.findIndex((choice) => choice.value === value);
  const defaultChoice = choices.find((choice) => choice.value === schema.default);
  const notSetLabel = defaultChoice ? `Default (${choiceLabel(defaultChoice.value, defaultChoice.title)})` : 'Not set';
  const offerNotSet = !required || selected === -1;
  const data = [
    ...(offerNotSet ? [{ value: NOT_SET, label: notSetLabel }] : []),
    ...choices.map((choice, index) => ({ value: String(index), label: choiceLabel(choice.value, choice.title) })),
  ];
  return (
    <NativeSelect
      {...inputPropsFor(props)}
      data={data}
      value={selected === -1 ? NOT_SET : String(selected)}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        actions.set(pointer, picked === NOT_SET ? undefined : choices[Number(picked)].value);
      }}
    />
  );
}
