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
      enum: PHONE_SOURCES,
      'x-editor': {
        labels: {
          override: "The dealer's main number",
          new: 'The new cars number',
          used: 'The used cars number',
          demo: 'The demo cars number',
          location: 'A location’s number (the one named below, else the main location)',
          car: 'The number for the car (on a vehicle page)',
        },
      },
      default: 'override',
    },
    locationSlug: {
      ...slugSchema,
      title: 'Location',
      description: "The last part of the location's page address, like harbour-city-penrith, when the number is a location's. Leave empty for the main location.",
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
