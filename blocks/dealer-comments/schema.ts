import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const DEALER_COMMENTS_LABEL = 'Dealer comments';

export const dealerCommentsSchema = {
  type: 'object',
  title: DEALER_COMMENTS_LABEL,
  description: "The dealer's own description of the car on its vehicle page, shortened to its first 400 characters until the shopper asks for more.",
  additionalProperties: false,
  required: ['heading', 'headingLevel', 'showMoreText', 'showLessText'],
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Dealer comments' },
    headingLevel: headingLevelField([2, 3], 2, '2 for a part of the vehicle page of its own, 3 inside a section with its own heading.'),
    showMoreText: { type: 'string', title: 'Button text to show the rest', minLength: 1, maxLength: 40, default: 'Show more' },
    showLessText: { type: 'string', title: 'Button text to shorten it again', minLength: 1, maxLength: 40, default: 'Show less' },
  },
} as const;

export type DealerCommentsProps = FromSchema<typeof dealerCommentsSchema>;

export const dealerCommentsDefaults = defaultsOf(dealerCommentsSchema);
