import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';
import { locationCardWordsField, locationMediaField, locationSelectionField } from '../kit/locations/location-fields';

const words = <const Title extends string, const Default extends string>(title: Title, text: Default) =>
  ({ type: 'string', title, minLength: 1, maxLength: 60, default: text }) as const;

export const locationCardsSchema = {
  type: 'object',
  title: 'Location cards',
  description: "The dealer's locations as cards: rating, address, phones, opening hours, licence numbers, Contact, Get Directions and View Location.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', description: 'Leave empty to show the cards without a heading.', maxLength: 120, default: 'Our Locations' },
    headingLevel: headingLevelField([2, 3], 2, "2 for a block of its own on the page, 3 inside a section with its own heading. Each location's name is one level below."),
    locations: locationSelectionField,
    media: locationMediaField,
    words: locationCardWordsField,
    nearest: {
      type: 'object',
      title: 'Find your nearest dealership',
      description: 'A postcode box above the cards: shoppers see these locations nearest their postcode first, with the distance.',
      additionalProperties: false,
      default: {},
      properties: {
        enabled: { type: 'boolean', title: 'Offer the postcode search', description: 'Shown when the block has more than one location.', default: false },
        heading: words('Heading', 'Find your nearest dealership'),
        postcodeLabel: words('Postcode label', 'Your postcode'),
        button: words('Button', 'Find'),
      },
    },
  },
} as const;

export type LocationCardsProps = FromSchema<typeof locationCardsSchema>;

export const locationCardsDefaults = defaultsOf(locationCardsSchema);
