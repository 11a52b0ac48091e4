import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { FILTER_SECTION_CHOICES, SPEC_FILTER_ORDER } from './filter-sections';

export const searchFiltersSchema = {
  type: 'object',
  title: 'Search filters',
  description: "Keyword, make and model, price, km and year sliders and every other filter, with counts. On phones they open in a drawer. Follows the page's search results block.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 60, default: 'Filter cars' },
    filters: {
      type: 'array',
      title: 'Filters',
      description:
        'The filters shown, in this order. A filter with fewer than two choices in the stock shown (one city, one kind of vehicle) is left out until a shopper has chosen in it.',
      items: { type: 'string', title: 'Filter', oneOf: FILTER_SECTION_CHOICES },
      uniqueItems: true,
      minItems: 1,
      maxItems: FILTER_SECTION_CHOICES.length,
      default: SPEC_FILTER_ORDER,
    },
    keywordLabel: { type: 'string', title: 'Keyword box label', minLength: 1, maxLength: 60, default: 'Search by keyword' },
    showMeLabel: {
      type: 'string',
      title: 'Show cars button',
      description: '{count} is replaced by the number of cars.',
      minLength: 1,
      maxLength: 60,
      default: 'Show Me {count} cars',
    },
    showAllMakesLabel: { type: 'string', title: 'Show all makes button', minLength: 1, maxLength: 40, default: 'Show all makes' },
    clearLabel: { type: 'string', title: 'Clear filters button', minLength: 1, maxLength: 40, default: 'Clear all filters' },
  },
} as const;

export type SearchFiltersProps = FromSchema<typeof searchFiltersSchema>;

export const searchFiltersDefaults = defaultsOf(searchFiltersSchema);
