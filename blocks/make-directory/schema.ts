import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { directoryTextFields } from '../kit/directory/directory-fields';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const makeDirectorySchema = {
  type: 'object',
  title: 'Make directory',
  description: 'Every make in stock with how many cars it has, searchable, 21 to a page.',
  additionalProperties: false,
  properties: {
    ...directoryTextFields({
      entry: 'make',
      nothing: 'stock',
      heading: 'Browse by make',
      searchLabel: 'Search makes',
      emptyText: 'There are no cars in stock right now. Please check back soon.',
      noMatchText: 'No make matches "{query}". Try another name.',
    }),
    headingLevel: headingLevelField([1, 2], 1, "1 when the directory is the page's main content."),
  },
} as const;

export type MakeDirectoryProps = FromSchema<typeof makeDirectorySchema>;

export const makeDirectoryDefaults = defaultsOf(makeDirectorySchema);
