import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const searchFiltersSchema = {
  type: 'object',
  title: 'Search filters',
  description: "Keyword, make and model, price, km and year sliders and every other filter, with counts. On phones they open in a drawer. Follows the page's search results block.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 60, default: 'Filter cars' },
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
