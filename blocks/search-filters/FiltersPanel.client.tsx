'use client';
import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { SearchAnswer, SearchFacet, SearchFilters } from '../../schemas/api/search';
import type { Settings } from '../../schemas/settings';
import { showSearch } from '../../runtime/client/search-url';
import { TEXT_SEARCH_DEBOUNCE_MS, type SliderField } from '../../runtime/rules/range-slider';
import { changeSearch, EMPTY_SEARCH, type SearchChange, type SearchState } from '../../runtime/rules/search-query-string';
import { facetValueLabel, FILTER_TITLES } from '../kit/search/filter-labels';
import { facetChoices } from '../kit/search/facet-choices';
import { FacetCheckboxes } from '../kit/search/FacetCheckboxes.client';
import { MakeModelFilter, modelsOfMake } from '../kit/search/MakeModelFilter.client';
import { CHECKBOX_FACETS_AFTER_SLIDERS, CHECKBOX_FACETS_BEFORE_SLIDERS, PRICE_FACETS } from './filter-sections';
import { FilterSection } from './FilterSection.client';
import { RangeFilter } from './RangeFilter.client';

export interface FiltersWords {
  keywordLabel: string;
  showAllMakesLabel: string;
  clearLabel: string;
}

interface FiltersPanelProps {
  state: SearchState;
  answer: SearchAnswer;
  fixedFilters: SearchFilters;
  makeList: Settings['makeList'];
  words: FiltersWords;
}

const SLIDERS: readonly SliderField[] = ['price', 'km', 'year'];

export function chosenCount(state: SearchState): number {
  return Object.values(state.lists).reduce((total, values) => total + (values?.length ?? 0), 0) + Object.keys(state.ranges).length;
}

/** Every filter of the search page; each change is a new address (and so a new search, page 1). */
export function FiltersPanel({ state, answer, fixedFilters, makeList, words }: FiltersPanelProps) {
  // Debounced changes land after later ones may have: each starts from the search shown at that moment.
  const latest = useRef(state);
  latest.current = state;
  const update = (change: SearchChange) => showSearch(changeSearch(latest.current, change));

  const [keyword, setKeyword] = useState(state.query);
  useEffect(() => setKeyword(state.query), [state.query]);
  const commitKeyword = useDebouncedCallback((query: string) => update({ query }), TEXT_SEARCH_DEBOUNCE_MS);

  const isFixed = (filter: keyof SearchFilters) => fixedFilters[filter] !== undefined;
  const checkboxSection = (facet: SearchFacet, defaultOpen = false) => {
    const selected = state.lists[facet] ?? [];
    const items = facetChoices(answer.facets[facet], selected);
    if (isFixed(facet) || items.length === 0) return null;
    return (
      <FilterSection key={facet} title={FILTER_TITLES[facet]} chosen={selected.length} defaultOpen={defaultOpen}>
        <FacetCheckboxes
          label={FILTER_TITLES[facet]}
          items={items}
          selected={selected}
          onChange={(values) => update({ lists: { [facet]: values } })}
          labelOf={(item) => facetValueLabel(facet, item.value, item.label)}
        />
      </FilterSection>
    );
  };
  const fixedMakes = fixedFilters.make ?? [];
  const selectedMakeModels = state.lists.make_model ?? [];

  return (
    <Stack gap={0}>
      <TextInput
        label={words.keywordLabel}
        type="search"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          commitKeyword(event.currentTarget.value);
        }}
        mb="sm"
      />
      {CHECKBOX_FACETS_BEFORE_SLIDERS.map((facet) => checkboxSection(facet, true))}
      {!isFixed('make') && (
        <FilterSection title={FILTER_TITLES.make} chosen={(state.lists.make?.length ?? 0) + selectedMakeModels.length} defaultOpen>
          <MakeModelFilter
            makes={answer.facets.make}
            makeModels={answer.facets.make_model}
            selectedMakes={state.lists.make ?? []}
            selectedMakeModels={selectedMakeModels}
            makeList={makeList}
            showAllMakesLabel={words.showAllMakesLabel}
            onChange={(lists) => update({ lists })}
          />
        </FilterSection>
      )}
      {isFixed('make') && !isFixed('model') && !isFixed('make_model') && (
        <FilterSection title={FILTER_TITLES.model} chosen={selectedMakeModels.length} defaultOpen>
          <FacetCheckboxes
            label={FILTER_TITLES.model}
            items={fixedMakes.flatMap((make) => modelsOfMake(facetChoices(answer.facets.make_model, selectedMakeModels), make))}
            selected={selectedMakeModels}
            onChange={(values) => update({ lists: { make_model: values } })}
            labelOf={(item) => item.label}
          />
        </FilterSection>
      )}
      {SLIDERS.filter((field) => !isFixed(field)).map((field) => (
        <FilterSection key={field} title={FILTER_TITLES[field]} chosen={state.ranges[field] ? 1 : 0} defaultOpen={field === 'price'}>
          <RangeFilter
            field={field}
            title={FILTER_TITLES[field]}
            stats={answer.facetStats[field]}
            refinement={state.ranges[field]}
            onChange={(range) => update({ ranges: { [field]: range } })}
          />
        </FilterSection>
      ))}
      {PRICE_FACETS.map((facet) => checkboxSection(facet))}
      {CHECKBOX_FACETS_AFTER_SLIDERS.map((facet) => checkboxSection(facet))}
      {chosenCount(state) + (state.query ? 1 : 0) > 0 && (
        <Button variant="subtle" onClick={() => showSearch({ ...EMPTY_SEARCH, sortBy: latest.current.sortBy })} mt="sm" style={{ alignSelf: 'flex-start' }}>
          {words.clearLabel}
        </Button>
      )}
    </Stack>
  );
}
