import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';
import { locationCardWordsField, locationMediaField, locationSelectionField } from '../kit/locations/location-fields';

export const locationsCarouselSchema = {
  type: 'object',
  title: 'Our Locations carousel',
  description: "The dealer's locations as a row of cards to swipe or step through: three or fewer centred, five to a row on wide screens when there are more than four.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', description: 'Leave empty to show the cards without a heading.', maxLength: 120, default: 'Our Locations' },
    headingLevel: headingLevelField([2, 3], 2, "2 for a block of its own on the page, 3 inside a section with its own heading. Each location's name is one level below."),
    locations: locationSelectionField,
    media: locationMediaField,
    words: locationCardWordsField,
    swipeHint: {
      type: 'string',
      title: 'Swipe hint',
      description: 'Shown beside the buttons while there are more cards than fit.',
      minLength: 1,
      maxLength: 40,
      default: 'Swipe',
    },
    previousLabel: { type: 'string', title: 'Previous button (read aloud)', minLength: 1, maxLength: 60, default: 'Previous locations' },
    nextLabel: { type: 'string', title: 'Next button (read aloud)', minLength: 1, maxLength: 60, default: 'Next locations' },
  },
} as const;

export type LocationsCarouselProps = FromSchema<typeof locationsCarouselSchema>;

export const locationsCarouselDefaults = defaultsOf(locationsCarouselSchema);
