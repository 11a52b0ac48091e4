import { defineBlock } from '../../runtime/block-types';
import { loadVehicleLocation, type VehicleLocationData } from './load';
import { VehicleLocation } from './VehicleLocation';
import { vehicleLocationDefaults, vehicleLocationSchema } from './schema';

export default defineBlock<typeof vehicleLocationSchema, VehicleLocationData>({
  type: 'vehicle-location',
  label: 'Vehicle location',
  category: 'vehicle',
  description: 'Where the car on the page is: the yard’s name, its address and a Get Directions link (the #vehicle-map anchor). Use it once on the vehicle page.',
  schema: vehicleLocationSchema,
  defaults: vehicleLocationDefaults,
  load: loadVehicleLocation,
  component: VehicleLocation,
});
