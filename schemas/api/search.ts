import type { FromSchema } from 'json-schema-to-ts';
import { carCardSchema } from '../entities/car-card';
import { MAX_STORED_INTEGER } from '../common';
import {
  MAX_HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  SEARCH_FACET_STATS,
  SEARCH_FACETS,
  SEARCH_HITS_PER_PAGE,
  SEARCH_LIST_FILTERS,
  SEARCH_RANGE_FILTERS,
  SEARCH_SORTS,
  type SearchListFilter,
} from './search-words';

/**
 * The vehicle search call (spec search §7: search_filters, filters,
 * hitsPerPage, offset, query, sort; answer hits, count, facets, pages, ms;
 * §3: facet items carry label, value and count, facets come with facetStats
 * min and max). The filter, sort and page-size lists it is made of are in
 * search-words.ts.
 */

const MAX_FILTER_VALUES = 100;

const filterValuesSchema = {
  type: 'array',
  maxItems: MAX_FILTER_VALUES,
  items: { type: 'string', maxLength: MAX_QUERY_LENGTH },
} as const;

/** Either side may be left out: an open side. */
const filterRangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    min: { type: 'number', minimum: 0 },
    max: { type: 'number', minimum: 0 },
  },
} as const;

type ListFilterProperties = { [Filter in SearchListFilter]: typeof filterValuesSchema };
type RangeFilterProperties = { [Filter in (typeof SEARCH_RANGE_FILTERS)[number]]: typeof filterRangeSchema };

/** Values within one filter widen the search (any of them); different filters narrow it (all of them). */
export const searchFiltersSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    ...(Object.fromEntries(SEARCH_LIST_FILTERS.map((filter) => [filter, filterValuesSchema])) as ListFilterProperties),
    ...(Object.fromEntries(SEARCH_RANGE_FILTERS.map((filter) => [filter, filterRangeSchema])) as RangeFilterProperties),
  },
} as const;

export const searchRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    query: { type: 'string', maxLength: MAX_QUERY_LENGTH, default: '' },
    filters: { ...searchFiltersSchema, description: "The shopper's refinements." },
    search_filters: {
      ...searchFiltersSchema,
      description: 'Fixed filters of the page asking (e.g. new cars only); facet counts always respect them.',
    },
    hitsPerPage: { type: 'integer', minimum: 1, maximum: MAX_HITS_PER_PAGE, default: SEARCH_HITS_PER_PAGE },
    page: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER, description: 'Counted from 1. Give page or offset, not both.' },
    offset: { type: 'integer', minimum: 0, maximum: MAX_STORED_INTEGER, description: 'Hits to skip. Give page or offset, not both.' },
    sort: { type: 'string', enum: SEARCH_SORTS, default: 'relevant' },
  },
} as const;

export const facetItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'value', 'count'],
  properties: {
    label: { type: 'string' },
    value: { type: 'string', description: 'What to put in the filter to select this item.' },
    count: { type: 'integer', minimum: 0 },
  },
} as const;

const facetItemsSchema = { type: 'array', items: facetItemSchema } as const;
const facetStatSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['min', 'max'],
  properties: { min: { type: 'number' }, max: { type: 'number' } },
} as const;

type FacetProperties = { [Facet in (typeof SEARCH_FACETS)[number]]: typeof facetItemsSchema };
type FacetStatProperties = { [Stat in (typeof SEARCH_FACET_STATS)[number]]: typeof facetStatSchema };

export const searchAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hits', 'count', 'displayedCount', 'pages', 'page', 'hitsPerPage', 'facets', 'facetStats', 'ms'],
  properties: {
    hits: { type: 'array', items: carCardSchema, description: 'The cars of this page as their cards show them; the vehicle page has the whole record.' },
    count: { type: 'integer', minimum: 0, description: 'Exactly how many cars match.' },
    displayedCount: { type: 'integer', minimum: 0, description: 'The count to show: above 1999, the stock count or the sum of the car type counts.' },
    pages: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    hitsPerPage: { type: 'integer', minimum: 1 },
    facets: {
      type: 'object',
      additionalProperties: false,
      required: SEARCH_FACETS,
      description:
        "Each facet's counts ignore that facet's own selection (make and make_model ignore both, as a model narrows only its own make), so every choice shows what it would add.",
      properties: Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, facetItemsSchema])) as FacetProperties,
    },
    facetStats: {
      type: 'object',
      additionalProperties: false,
      description: "Min and max over the matching cars, ignoring the range's own bounds; absent when no car has a value (price 0 is no price).",
      properties: Object.fromEntries(SEARCH_FACET_STATS.map((stat) => [stat, facetStatSchema])) as FacetStatProperties,
    },
    ms: { type: 'integer', minimum: 0, description: 'Server time spent on the search.' },
  },
} as const;

export type SearchRequest = FromSchema<typeof searchRequestSchema>;
export type SearchFilters = FromSchema<typeof searchFiltersSchema>;
export type SearchAnswer = FromSchema<typeof searchAnswerSchema>;
export type FacetItem = FromSchema<typeof facetItemSchema>;
export type SearchFacets = SearchAnswer['facets'];
export type SearchFacetStats = SearchAnswer['facetStats'];
