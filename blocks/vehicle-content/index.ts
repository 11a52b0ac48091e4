import { defineBlock } from '../../runtime/block-types';
import { VehicleContent } from './VehicleContent';
import { VEHICLE_CONTENT_USES, vehicleContentDefaults, vehicleContentSchema } from './schema';

export default defineBlock({
  type: 'vehicle-content',
  label: 'Vehicle page content',
  category: 'vehicle',
  description: `Why Buy From Us, Protect Your Car or Toyota Certified Pre-Owned on the vehicle page: a heading, text and an optional link, for every car or certified cars only. ${VEHICLE_CONTENT_USES}`,
  schema: vehicleContentSchema,
  defaults: vehicleContentDefaults,
  component: VehicleContent,
});
