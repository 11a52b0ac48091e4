import { defineBlock } from '../../runtime/block-types';
import { VehicleInterest } from './VehicleInterest';
import { vehicleInterestDefaults, vehicleInterestSchema } from './schema';

export default defineBlock({
  type: 'vehicle-interest',
  label: 'Interested in this vehicle?',
  category: 'vehicle',
  description:
    'The "Interested in this vehicle?" side panel: Reserve Now and Trade In Valuation, each linked when the car allows it, and the return policy where your group offers it.',
  schema: vehicleInterestSchema,
  defaults: vehicleInterestDefaults,
  component: VehicleInterest,
});
