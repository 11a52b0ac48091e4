import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { slugSchema } from '../../schemas/common';
import { imageField } from '../kit/fields/image-field';
import { linkTargetField } from '../kit/fields/link-target-field';

export const promoCardSchema = {
  type: 'object',
  title: 'Promo card',
  description: "An offer as a card: written here, or one of the site's promotions. Shown only between its start and expiry.",
  additionalProperties: false,
  properties: {
    promotionId: {
      ...slugSchema,
      title: 'Promotion',
      description: "Show this promotion from the site's list instead of the words below; its own start and expiry apply as well.",
      'x-editor': { widget: 'promotion' },
    },
    title: { type: 'string', title: 'Title', minLength: 1, maxLength: 120, default: 'Special offer' },
    text: { type: 'string', title: 'Text', maxLength: 400, default: '' },
    image: imageField('Picture', 'Shown at the top of the card.'),
    href: linkTargetField('Goes to'),
    cta: { type: 'string', title: 'Button label', minLength: 1, maxLength: 40, default: 'Find out more' },
    headingLevel: {
      type: 'integer',
      title: 'Heading level',
      description: '3 under a section heading; 2 when the card stands alone.',
      enum: [2, 3],
      default: 3,
    },
    start: { type: 'string', format: 'date-time', title: 'Show from', description: 'The card appears at this moment.' },
    expiry: { type: 'string', format: 'date-time', title: 'Show until', description: 'The card disappears at this moment.' },
  },
} as const;

export type PromoCardProps = FromSchema<typeof promoCardSchema>;

/** A new card starts with an offer and a link to edit; a card written without them has neither. */
export const promoCardDefaults: PromoCardProps = {
  ...defaultsOf(promoCardSchema),
  text: "Ask us about this month's drive-away deals.",
  href: '/special-offers',
};
