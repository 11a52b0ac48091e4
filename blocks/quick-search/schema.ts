import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const quickSearchSchema = {
  type: 'object',
  title: 'Quick search',
  description: "A short search form for the home page: car type, make, model, price and keyword, leading to the search page. Shows the shopper's recent searches.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 80, default: 'Find your next car' },
    searchPath: {
      type: 'string',
      title: 'Search page',
      description: 'The page the search opens, e.g. /search.',
      pattern: '^/',
      default: '/search',
    },
    buttonLabel: { type: 'string', title: 'Button label', minLength: 1, maxLength: 40, default: 'Search cars' },
    recentHeading: { type: 'string', title: 'Recent searches heading', minLength: 1, maxLength: 60, default: 'Your recent searches' },
    headingLevel: { type: 'integer', title: 'Heading level', enum: [2, 3], default: 2 },
  },
} as const;

export type QuickSearchProps = FromSchema<typeof quickSearchSchema>;

export const quickSearchDefaults = defaultsOf(quickSearchSchema);
