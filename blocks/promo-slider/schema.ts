import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { slugSchema } from '../../schemas/common';

/** The spec's promotions slider sizes: 1920x540, and 1920x1080 on some sites. */
export const SLIDE_ASPECT_RATIOS = { '1920x540': '1920 / 540', '1920x1080': '1920 / 1080' } as const;

export const promoSliderSchema = {
  type: 'object',
  title: 'Promotions slider',
  description: "The site's live promotions, one picture at a time, in their position order.",
  additionalProperties: false,
  properties: {
    promotionIds: {
      type: 'array',
      title: 'Promotions',
      description: "Only these of the site's promotions; leave empty to show every live one.",
      items: { ...slugSchema, title: 'Promotion', 'x-editor': { widget: 'promotion' } },
      uniqueItems: true,
      default: [],
    },
    aspect: {
      type: 'string',
      title: 'Picture size',
      description: 'The shape the promotion pictures are made in.',
      enum: ['1920x540', '1920x1080'],
      'x-editor': { labels: { '1920x540': 'Wide banner (1920 × 540)', '1920x1080': 'Widescreen (1920 × 1080)' } },
      default: '1920x540',
    },
    label: {
      type: 'string',
      title: 'Name for screen readers',
      minLength: 1,
      default: 'Promotions',
    },
    slideLabel: {
      type: 'string',
      title: 'Slide name for screen readers',
      description: '{position} and {count} are filled in, e.g. "2 of 5".',
      minLength: 1,
      default: '{position} of {count}',
    },
    previousLabel: { type: 'string', title: 'Previous button label', minLength: 1, default: 'Previous promotion' },
    nextLabel: { type: 'string', title: 'Next button label', minLength: 1, default: 'Next promotion' },
  },
} as const;

export type PromoSliderProps = FromSchema<typeof promoSliderSchema>;

export const promoSliderDefaults = defaultsOf(promoSliderSchema);
