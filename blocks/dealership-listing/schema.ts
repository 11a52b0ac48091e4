import type { FromSchema } from 'json-schema-to-ts';
import { LOCATION_TYPES } from '../../schemas/entities/location';
import { headingLevelField } from '../fields/heading-level-field';

export const dealershipListingSchema = {
  type: 'object',
  title: 'Dealership listing',
  description: 'The dealer\'s locations with address and phone, searchable, 21 to a page.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Our dealerships' },
    locationTypes: {
      type: 'array',
      title: 'Kinds of location',
      description: 'Only these kinds (a location with no kind counts as sales). Leave empty for every kind.',
      items: { type: 'string', enum: LOCATION_TYPES },
      uniqueItems: true,
      default: [],
    },
    searchLabel: { type: 'string', title: 'Search box label', minLength: 1, maxLength: 80, default: 'Search by name, suburb or postcode' },
    searchButtonText: { type: 'string', title: 'Search button text', minLength: 1, maxLength: 40, default: 'Search' },
    emptyText: { type: 'string', title: 'Text when there is no location', minLength: 1, maxLength: 200, default: 'No dealerships to show right now.' },
    noMatchText: {
      type: 'string',
      title: 'Text when no location matches the search',
      description: '{query} is replaced by what the shopper typed.',
      minLength: 1,
      maxLength: 200,
      default: 'No dealership matches "{query}". Try a suburb or postcode nearby.',
    },
    headingLevel: headingLevelField([1, 2], 1, '1 when the listing is the page\'s main content.'),
  },
} as const;

export type DealershipListingProps = FromSchema<typeof dealershipListingSchema>;

export const dealershipListingDefaults: DealershipListingProps = {
  heading: 'Our dealerships',
  locationTypes: [],
  searchLabel: 'Search by name, suburb or postcode',
  searchButtonText: 'Search',
  emptyText: 'No dealerships to show right now.',
  noMatchText: 'No dealership matches "{query}". Try a suburb or postcode nearby.',
  headingLevel: 1,
};
