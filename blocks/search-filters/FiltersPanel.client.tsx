'use client';
import { Button, TextInput } from '@mantine/core';
import { Stack } from '../../runtime/render/ui';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { SearchAnswer, SearchFilters } from '../../schemas/api/search';
import type { SearchFacet } from '../../schemas/api/search-words';
import type { Settings } from '../../schemas/settings';
import { showSearch } from '../../runtime/client/search-url';
import { TEXT_SEARCH_DEBOUNCE_MS, type SliderField } from '../../runtime/rules/range-slider';
import { changeSearch, EMPTY_SEARCH, type SearchChange, type SearchState } from '../../runtime/rules/search-query-string';
import { facetValueLabel, FILTER_TITLES } from '../kit/search/filter-labels';
import { facetChoices } from '../kit/search/facet-choices';
import { FacetCheckboxes } from '../kit/search/FacetCheckboxes.client';
import { MakeModelFilter, modelsOfMake } from '../kit/search/MakeModelFilter.client';
import { type FilterSectionName, isSliderSection, isSliderWorthOffering, isWorthOffering, offeredValues, SECTIONS_OPEN_AT_FIRST } from './filter-sections';
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
  /** The sections the dealer chose, in its order (the block's `filters`). */
  sections: readonly FilterSectionName[];
  words: FiltersWords;
}

export function chosenCount(state: SearchState): number {
  return Object.values(state.lists).reduce((total, values) => total + (values?.length ?? 0), 0) + Object.keys(state.ranges).length;
}

/**
 * Every filter of the search page the dealer chose, in its order; each change
 * is a new address (and so a new search, page 1). A filter the stock offers
 * no choice in is left out until something in it is chosen.
 */
export function FiltersPanel({ state, answer, fixedFilters, makeList, sections, words }: FiltersPanelProps) {
  // Debounced changes land after later ones may have: each starts from the search shown at that moment.
  const latest = useRef(state);
  latest.current = state;
  const update = (change: SearchChange) => showSearch(changeSearch(latest.current, change));

  const [keyword, setKeyword] = useState(state.query);
  useEffect(() => setKeyword(state.query), [state.query]);
  const commitKeyword = useDebouncedCallback((query: string) => update({ query }), TEXT_SEARCH_DEBOUNCE_MS);

  const isFixed = (filter: keyof SearchFilters) => fixedFilters[filter] !== undefined;
  const selectedMakes = state.lists.make ?? [];
  const selectedMakeModels = state.lists.make_model ?? [];
  const makeChoices = facetChoices(answer.facets.make, selectedMakes);
  // One make in the stock is no choice of make: its models are offered on their own, as on a page of one make.
  const modelsOnlyOf = isFixed('make') ? (fixedFilters.make ?? []) : makeChoices.length === 1 && selectedMakes.length === 0 ? [makeChoices[0].value] : undefined;

  const checkboxSection = (facet: SearchFacet) => {
    const selected = state.lists[facet] ?? [];
    const items = facetChoices(offeredValues(facet, answer.facets[facet], selected), selected);
    if (isFixed(facet) || !isWorthOffering(items.length, selected.length)) return null;
    return (
      <FilterSection key={facet} title={FILTER_TITLES[facet]} chosen={selected.length} defaultOpen={SECTIONS_OPEN_AT_FIRST.has(facet as FilterSectionName)}>
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

  const makeSection = () => {
    if (modelsOnlyOf) {
      if (isFixed('model') || isFixed('make_model')) return null;
      const models = modelsOnlyOf.flatMap((make) => modelsOfMake(facetChoices(answer.facets.make_model, selectedMakeModels), make));
      if (!isWorthOffering(models.length, selectedMakeModels.length)) return null;
      return (
        <FilterSection key="model" title={FILTER_TITLES.model} chosen={selectedMakeModels.length} defaultOpen>
          <FacetCheckboxes
            label={FILTER_TITLES.model}
            items={models}
            selected={selectedMakeModels}
            onChange={(values) => update({ lists: { make_model: values } })}
            labelOf={(item) => item.label}
          />
        </FilterSection>
      );
    }
    const chosen = selectedMakes.length + selectedMakeModels.length;
    if (!isWorthOffering(makeChoices.length, chosen)) return null;
    return (
      <FilterSection key="make" title={FILTER_TITLES.make} chosen={chosen} defaultOpen>
        <MakeModelFilter
          makes={answer.facets.make}
          makeModels={answer.facets.make_model}
          selectedMakes={selectedMakes}
          selectedMakeModels={selectedMakeModels}
          makeList={makeList}
          showAllMakesLabel={words.showAllMakesLabel}
          onChange={(lists) => update({ lists })}
        />
      </FilterSection>
    );
  };

  const sliderSection = (field: SliderField) => {
    const stats = answer.facetStats[field];
    if (isFixed(field) || !isSliderWorthOffering(stats, state.ranges[field] !== undefined)) return null;
    return (
      <FilterSection key={field} title={FILTER_TITLES[field]} chosen={state.ranges[field] ? 1 : 0} defaultOpen={SECTIONS_OPEN_AT_FIRST.has(field)}>
        <RangeFilter field={field} title={FILTER_TITLES[field]} stats={stats} refinement={state.ranges[field]} onChange={(range) => update({ ranges: { [field]: range } })} />
      </FilterSection>
    );
  };

  const keywordBox = () => (
    <TextInput
      key="query"
      label={words.keywordLabel}
      type="search"
      value={keyword}
      onChange={(event) => {
        setKeyword(event.currentTarget.value);
        commitKeyword(event.currentTarget.value);
      }}
      mb="sm"
    />
  );

  const section = (name: FilterSectionName) => {
    if (name === 'query') return keywordBox();
    if (name === 'make') return makeSection();
    if (isSliderSection(name)) return sliderSection(name);
    return checkboxSection(name);
  };

  return (
    <Stack gap={0}>
      {sections.map(section)}
      {chosenCount(state) + (state.query ? 1 : 0) > 0 && (
        <Button variant="subtle" onClick={() => showSearch({ ...EMPTY_SEARCH, sortBy: latest.current.sortBy })} mt="sm" style={{ alignSelf: 'flex-start' }}>
          {words.clearLabel}
        </Button>
      )}
    </Stack>
  );
}
