'use client';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { SimpleGrid } from '../../runtime/render/ui';
import { useState, type FormEvent } from 'react';
import type { FacetItem } from '../../schemas/api/search';
import { searchAddress } from '../../runtime/client/search-url';
import { parseSearchQueryString, RANGE_SEPARATOR, type SearchState } from '../../runtime/rules/search-query-string';
import { facetValueLabel } from '../kit/search/filter-labels';
import { modelsOfMake } from '../kit/search/MakeModelFilter.client';
import { MAX_PRICE_CHOICES, maxPriceLabel } from './price-choices';

interface QuickSearchFormProps {
  /** The search page's address on this site. */
  action: string;
  buttonLabel: string;
  carTypes: readonly FacetItem[];
  makes: readonly FacetItem[];
  makeModels: readonly FacetItem[];
}

const ANY = '';

/** The search the form describes, read as the search page reads its address (empty choices left out). */
export function quickSearchState(form: FormData): SearchState {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
  return parseSearchQueryString(params).state;
}

/**
 * A plain GET form, so it searches before the script arrives; once it has,
 * models follow the make and the address is written as the search page
 * writes it.
 */
export function QuickSearchForm({ action, buttonLabel, carTypes, makes, makeModels }: QuickSearchFormProps) {
  const [make, setMake] = useState(ANY);
  const models = make ? modelsOfMake(makeModels, make) : [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(searchAddress(action, quickSearchState(new FormData(event.currentTarget))));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not in every browser shoppers use yet; a form with the search role is.
    <form method="get" action={action} onSubmit={submit} role="search" aria-label="Quick search">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NativeSelect
          label="Car type"
          name="car_type"
          data={[{ value: ANY, label: 'All cars' }, ...carTypes.map((item) => ({ value: item.value, label: facetValueLabel('car_type', item.value, item.label) }))]}
        />
        <NativeSelect
          label="Make"
          name="make"
          value={make}
          onChange={(event) => setMake(event.currentTarget.value)}
          data={[{ value: ANY, label: 'Any make' }, ...makes.map((item) => ({ value: item.value, label: item.label }))]}
        />
        <NativeSelect
          label="Model"
          name="make_model"
          disabled={models.length === 0}
          data={[{ value: ANY, label: make ? 'Any model' : 'Choose a make first' }, ...models.map((item) => ({ value: item.value, label: item.label }))]}
        />
        <NativeSelect
          label="Price"
          name="price"
          data={[{ value: ANY, label: 'Any price' }, ...MAX_PRICE_CHOICES.map((amount) => ({ value: `${RANGE_SEPARATOR}${amount}`, label: maxPriceLabel(amount) }))]}
        />
        <TextInput label="Keyword" name="query" type="search" placeholder="e.g. hybrid, 7 seats" />
        <Button type="submit" mt={{ base: 0, xs: 'lg' }} h={36} style={{ alignSelf: 'end' }}>
          {buttonLabel}
        </Button>
      </SimpleGrid>
    </form>
  );
}
