import type { FromSchema } from 'json-schema-to-ts';
import { headingLevelField } from '../fields/heading-level-field';

export const makeDirectorySchema = {
  type: 'object',
  title: 'Make directory',
  description: 'Every make in stock with how many cars it has, searchable, 21 to a page.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Browse by make' },
    searchLabel: { type: 'string', title: 'Search box label', minLength: 1, maxLength: 80, default: 'Search makes' },
    searchButtonText: { type: 'string', title: 'Search button text', minLength: 1, maxLength: 40, default: 'Search' },
    emptyText: { type: 'string', title: 'Text when there is no stock', minLength: 1, maxLength: 200, default: 'There are no cars in stock right now. Please check back soon.' },
    noMatchText: {
      type: 'string',
      title: 'Text when no make matches the search',
      description: '{query} is replaced by what the shopper typed.',
      minLength: 1,
      maxLength: 200,
      default: 'No make matches "{query}". Try another name.',
    },
    headingLevel: headingLevelField([1, 2], 1, '1 when the directory is the page\'s main content.'),
  },
} as const;

export type MakeDirectoryProps = FromSchema<typeof makeDirectorySchema>;

export const makeDirectoryDefaults: MakeDirectoryProps = {
  heading: 'Browse by make',
  searchLabel: 'Search makes',
  searchButtonText: 'Search',
  emptyText: 'There are no cars in stock right now. Please check back soon.',
  noMatchText: 'No make matches "{query}". Try another name.',
  headingLevel: 1,
};
