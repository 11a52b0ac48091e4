import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { slugSchema } from '../../schemas/common';
import { DEALER_PHONE_KINDS } from '../kit/site-links/dealer-phones';

/** The dealer's own numbers, a location's, or the one for the car on the page. */
export const PHONE_SOURCES = [...DEALER_PHONE_KINDS, 'location', 'car'] as const;

export const phoneRevealSchema = {
  type: 'object',
  title: 'Phone number',
  description: 'A dealer or location phone number, partly hidden until the shopper asks to see it.',
  additionalProperties: false,
  properties: {
    label: {
      type: 'string',
      title: 'Label',
      description: 'Says whose number it is, e.g. Sales or Service.',
      minLength: 1,
      maxLength: 80,
      default: 'Call us',
    },
    source: {
      type: 'string',
      title: 'Which number',
      description:
        "override: the dealer's main number; new, used, demo: the number for that kind of car; location: the location named below, else the main location; car: on a vehicle page, the number for that car.",
      enum: PHONE_SOURCES,
      default: 'override',
    },
    locationSlug: {
      ...slugSchema,
      title: 'Location',
      description: "The location's web address (slug), when the number is a location's. Leave empty for the main location.",
    },
    revealText: {
      type: 'string',
      title: 'Button text',
      minLength: 1,
      maxLength: 40,
      default: 'Show number',
    },
  },
} as const;

export type PhoneRevealBlockProps = FromSchema<typeof phoneRevealSchema>;

export const phoneRevealDefaults = defaultsOf(phoneRevealSchema);
