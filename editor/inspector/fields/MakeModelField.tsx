import { Autocomplete, Group } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { MAKE_MODEL_SEPARATOR } from '../../../schemas/api/search-words';
import { loadableStockValuesAtom } from '../../state/stock-values';
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

/** The makes in the dealer's stock, and each make's models in stock, from the make-and-model values the stock has. */
function useStockModels(): { makes: string[]; modelsOf: (make: string) => string[] } {
  const stock = useAtomValue(loadableStockValuesAtom);
  return useMemo(() => {
    const pairs = stock.state === 'hasData' && stock.data ? stock.data.make_model.map((item) => partsOf(item.value)) : [];
    const byMake = new Map<string, string[]>();
    for (const [make, model] of pairs) if (model) byMake.set(make, [...(byMake.get(make) ?? []), model]);
    return { makes: [...byMake.keys()], modelsOf: (make: string) => byMake.get(make) ?? [] };
  }, [stock]);
}

/**
 * A make and model, which the search stores as one value with a separator
 * between them. The marketer picks the two parts in two boxes, from the
 * makes and models in the dealer's stock or typed; the separator is the
 * editor's business, never theirs.
 */
export function MakeModelField({ value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  const [make, model] = partsOf(value);
  const id = fieldId(idPrefix, pointer);
  const { makes, modelsOf } = useStockModels();
  function change(nextMake: string, nextModel: string) {
    const both = nextMake.trim() === '' && nextModel.trim() === '';
    actions.set(pointer, both ? (required ? '' : undefined) : `${nextMake}${MAKE_MODEL_SEPARATOR}${nextModel}`);
  }
  return (
    <FieldGroup id={id} legend={label} required={required} messages={errorsAt(errors, pointer)}>
      <Group grow gap="xs" align="flex-start">
        <Autocomplete id={`${id}-make`} label="Make" placeholder="Toyota" data={makes} value={make} onChange={(next) => change(next, model)} />
        <Autocomplete id={`${id}-model`} label="Model" placeholder="Corolla" data={modelsOf(make)} value={model} onChange={(next) => change(make, next)} />
      </Group>
    </FieldGroup>
  );
}
