import { defineBlock } from '../../runtime/block-types';
import { FeaturedVehicles } from './FeaturedVehicles';
import { loadFeaturedVehicles, type FeaturedVehiclesData } from './load';
import { featuredVehiclesDefaults, featuredVehiclesSchema } from './schema';

export default defineBlock<typeof featuredVehiclesSchema, FeaturedVehiclesData>({
  type: 'featured-vehicles',
  label: 'Featured vehicles',
  category: 'vehicle',
  description: 'A few cars as cards with price, key facts and buttons: chosen ones, or the newest in stock.',
  schema: featuredVehiclesSchema,
  defaults: featuredVehiclesDefaults,
  load: loadFeaturedVehicles,
  component: FeaturedVehicles,
});
