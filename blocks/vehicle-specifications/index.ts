import { defineBlock } from '../../runtime/block-types';
import { VEHICLE_SPECIFICATIONS_LABEL, vehicleSpecificationsDefaults, vehicleSpecificationsSchema } from './schema';
import { VehicleSpecifications } from './VehicleSpecifications';

export default defineBlock({
  type: 'vehicle-specifications',
  label: VEHICLE_SPECIFICATIONS_LABEL,
  category: 'vehicle',
  description: "One of the car's lists on its vehicle page (Key information, Car Summary, All Specifications or Standard equipment): the first 4 entries, then Show More.",
  schema: vehicleSpecificationsSchema,
  defaults: vehicleSpecificationsDefaults,
  component: VehicleSpecifications,
});
