import { defineBlock } from '../../runtime/block-types';
import { type LocationsCarouselData, loadLocationsCarousel } from './load';
import { LocationsCarousel } from './LocationsCarousel';
import { locationsCarouselDefaults, locationsCarouselSchema } from './schema';

export default defineBlock<typeof locationsCarouselSchema, LocationsCarouselData>({
  type: 'locations-carousel',
  label: 'Our Locations carousel',
  category: 'locations',
  description:
    "The dealer's locations (or those of a kind, brand or subtype) as cards in a row to swipe or step through, with a Swipe hint: three or fewer centred, five to a row on wide screens when there are more than four.",
  schema: locationsCarouselSchema,
  defaults: locationsCarouselDefaults,
  load: loadLocationsCarousel,
  component: LocationsCarousel,
});
