import { Group, TextInput } from '@mantine/core';
import { MAKE_MODEL_SEPARATOR } from '../../../schemas/api/search';
import { errorsAt } from '../field-errors';
import { fieldId } from '../field-id';
import type { FieldProps } from '../field-props';
import { FieldGroup } from './FieldGroup';
import { textOf } from './TextField';

/** "Toyota|Corolla" → ["Toyota", "Corolla"]; a model may not be given yet. */
function partsOf(value: unknown): [string, string] {
  const text = textOf(value);
  const at = text.indexOf(MAKE_MODEL_SEPARATOR);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MAKE_MODEL_SEPARATOR.length)];
}

/**
 * A make and model, which the search stores as one value with a separator
 * between them. The marketer types the two parts into two boxes; the
 * separator is the editor's business, never theirs.
 */
export function MakeModelField({ value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  const [make, model] = partsOf(value);
  const id = fieldId(idPrefix, pointer);
  function change(nextMake: string, nextModel: string) {
    const both = nextMake.trim() === '' && nextModel.trim() === '';
    actions.set(pointer, both ? (required ? '' : undefined) : `${nextMake}${MAKE_MODEL_SEPARATOR}${nextModel}`);
  }
  return (
    <FieldGroup id={id} legend={label} required={required} messages={errorsAt(errors, pointer)}>
      <Group grow gap="xs" align="flex-start">
        <TextInput id={`${id}-make`} label="Make" placeholder="Toyota" value={make} onChange={(event) => change(event.currentTarget.value, model)} />
        <TextInput id={`${id}-model`} label="Model" placeholder="Corolla" value={model} onChange={(event) => change(make, event.currentTarget.value)} />
      </Group>
    </FieldGroup>
  );
}
