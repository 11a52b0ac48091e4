import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { imageField } from '../kit/fields/image-field';
import { linkTargetField } from '../kit/fields/link-target-field';

/**
 * Overlay strengths, as black over the picture. Even the lightest keeps white
 * body text at 4.5:1 over a pure white photo (WCAG AA): 55% black leaves #737373.
 */
export const OVERLAY_OPACITY = { light: 0.55, medium: 0.65, strong: 0.8 } as const;

export const heroBannerSchema = {
  type: 'object',
  title: 'Hero banner',
  description: 'A large heading over a photo, with buttons to the pages that matter most.',
  additionalProperties: false,
  required: ['heading'],
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Find your next car' },
    headingLevel: {
      type: 'integer',
      title: 'Heading level',
      description: '1 when this banner heads the page, 2 when something above it already does.',
      enum: [1, 2],
      default: 1,
    },
    subheading: { type: 'string', title: 'Subheading', maxLength: 300, default: '' },
    image: imageField('Background image', 'Shown behind the text, darkened by the overlay.'),
    overlay: {
      type: 'string',
      title: 'Overlay strength',
      description: 'How much the photo is darkened so the text stays readable.',
      enum: ['light', 'medium', 'strong'],
      'x-editor': { labels: { light: 'Light', medium: 'Medium', strong: 'Strong' } },
      default: 'medium',
    },
    buttons: {
      type: 'array',
      title: 'Buttons',
      maxItems: 2,
      default: [],
      items: {
        type: 'object',
        title: 'Button',
        additionalProperties: false,
        required: ['label', 'href'],
        properties: {
          label: { type: 'string', title: 'Label', minLength: 1, maxLength: 40 },
          href: linkTargetField('Goes to'),
          emphasis: {
            type: 'string',
            title: 'Emphasis',
            description: 'Filled in the theme’s main colour, or white.',
            enum: ['primary', 'secondary'],
            'x-editor': { labels: { primary: 'Filled (stands out)', secondary: 'White' } },
            default: 'primary',
          },
        },
      },
    },
  },
} as const;

export type HeroBannerProps = FromSchema<typeof heroBannerSchema>;

/** A new banner starts with words and buttons to edit; a banner written without them has none. */
export const heroBannerDefaults: HeroBannerProps = {
  ...defaultsOf(heroBannerSchema),
  subheading: 'New, used and demo cars, ready to reserve online.',
  buttons: [
    { label: 'Browse our stock', href: '/search/new-used-and-demo-cars', emphasis: 'primary' },
    { label: 'Apply for finance', href: '/finance', emphasis: 'secondary' },
  ],
};
