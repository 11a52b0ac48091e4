import { defineBlock } from '../../runtime/block-types';
import { type LocationInfoData, loadLocationInfo } from './load';
import { LocationInfo } from './LocationInfo';
import { locationInfoDefaults, locationInfoSchema } from './schema';

export default defineBlock<typeof locationInfoSchema, LocationInfoData>({
  type: 'location-info',
  label: 'Location info',
  category: 'locations',
  description:
    "The top of a location's page (the dealer's main location elsewhere): name, address, phones, Get Directions, a rating box linking to #reviews, and the Opening Hours with a sales, service or parts dropdown where the site has more than one kind.",
  schema: locationInfoSchema,
  defaults: locationInfoDefaults,
  load: loadLocationInfo,
  component: LocationInfo,
});
