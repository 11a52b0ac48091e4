import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { LOCATION_TYPES } from '../../schemas/entities/location';
import { directoryTextFields } from '../kit/directory/directory-fields';
import { headingLevelField } from '../kit/fields/heading-level-field';

const { heading, ...searchFields } = directoryTextFields({
  entry: 'location',
  nothing: 'location',
  heading: 'Our dealerships',
  searchLabel: 'Search by name, suburb or postcode',
  emptyText: 'No dealerships to show right now.',
  noMatchText: 'No dealership matches "{query}". Try a suburb or postcode nearby.',
});

export const dealershipListingSchema = {
  type: 'object',
  title: 'Dealership listing',
  description: "The dealer's locations with address and phone, searchable, 21 to a page.",
  additionalProperties: false,
  properties: {
    heading,
    locationTypes: {
      type: 'array',
      title: 'Kinds of location',
      description: 'Only these kinds (a location with no kind counts as sales). Leave empty for every kind.',
      items: { type: 'string', title: 'Kind', enum: LOCATION_TYPES, 'x-editor': { labels: { sales: 'Sales', service: 'Service', parts: 'Parts' } } },
      uniqueItems: true,
      default: [],
    },
    ...searchFields,
    headingLevel: headingLevelField([1, 2], 1, "1 when the listing is the page's main content."),
  },
} as const;

export type DealershipListingProps = FromSchema<typeof dealershipListingSchema>;

export const dealershipListingDefaults = defaultsOf(dealershipListingSchema);
