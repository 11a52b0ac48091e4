import { Autocomplete, Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { SearchListFilter } from '../../../schemas/api/search-words';
import { loadableStockValuesAtom } from '../../state/stock-values';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

export const STOCK_VALUES_LOADING = 'Looking up the values in your stock…';
export const STOCK_VALUES_FAILED = 'Your stock’s values could not be looked up just now: type the value as the search page’s filter shows it.';
/** Not an error: stock changes daily, and a value may be meant for cars still to come. */
export const notInStockWords = (value: string) => `No car in stock has “${value}” today, so this finds nothing until one does.`;

const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/**
 * One value of a search filter (a make, a model, a colour…), picked from
 * the values the dealer's live stock has, each with how many cars have it.
 * Any value can still be typed, for cars still to come.
 */
export function StockValueField(props: FieldProps) {
  const { schema, value, pointer, actions } = props;
  const filter = schema['x-editor']?.stockFilter as SearchListFilter | undefined;
  const stock = useAtomValue(loadableStockValuesAtom);
  const items = useMemo(() => (stock.state === 'hasData' && stock.data && filter ? (stock.data[filter] ?? []) : []), [stock, filter]);
  const counts = useMemo(() => new Map(items.map((item) => [item.value, item])), [items]);
  const typed = textOf(value);
  const fieldProps = inputPropsFor(props);
  const status =
    stock.state === 'loading'
      ? STOCK_VALUES_LOADING
      : stock.state === 'hasError'
        ? STOCK_VALUES_FAILED
        : typed !== '' && stock.data && !counts.has(typed)
          ? notInStockWords(typed)
          : undefined;
  return (
    <Autocomplete
      {...fieldProps}
      description={[fieldProps.description, status].filter(Boolean).join(' ') || undefined}
      autoComplete="off"
      placeholder={items.length > 0 ? 'Pick from your stock, or type' : undefined}
      data={items.map((item) => item.value)}
      renderOption={({ option }) => {
        const item = counts.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm">{item?.label ?? option.value}</Text>
            {item ? (
              <Text size="xs" c="dimmed">
                {cars(item.count)}
              </Text>
            ) : null}
          </Group>
        );
      }}
      value={typed}
      onChange={(text) => actions.set(pointer, text.trim() === '' ? clearedValue(props) : text)}
    />
  );
}
