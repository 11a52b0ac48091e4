import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { linkTargetSchema } from '../../schemas/common';

export const compareCarsSchema = {
  type: 'object',
  title: 'Compare cars',
  description: 'The cars the shopper chose to compare (up to 3), side by side with their key facts.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Compare cars' },
    emptyText: {
      type: 'string',
      title: 'Text when no car is chosen',
      minLength: 1,
      maxLength: 200,
      default: 'You have not chosen any cars to compare yet. Press Compare on up to 3 cars to see them side by side.',
    },
    browseText: { type: 'string', title: 'Link text to find cars', minLength: 1, maxLength: 60, default: 'Browse our stock' },
    browseHref: { ...linkTargetSchema, title: 'Link to find cars', default: '/search' },
  },
} as const;

export type CompareCarsProps = FromSchema<typeof compareCarsSchema>;

export const compareCarsDefaults = defaultsOf(compareCarsSchema);
