import { defineBlock } from '../../runtime/block-types';
import { LocationCards } from './LocationCards';
import { type LocationCardsData, loadLocationCards } from './load';
import { locationCardsDefaults, locationCardsSchema } from './schema';

export default defineBlock<typeof locationCardsSchema, LocationCardsData>({
  type: 'location-cards',
  label: 'Location cards',
  category: 'locations',
  description:
    'The main location, every location, or those of a kind, brand or subtype, as cards with rating, address, phones, opening hours (holiday hours in a dialog), licence numbers, Contact, Get Directions and View Location; optionally a postcode search for the nearest.',
  schema: locationCardsSchema,
  defaults: locationCardsDefaults,
  load: loadLocationCards,
  component: LocationCards,
});
