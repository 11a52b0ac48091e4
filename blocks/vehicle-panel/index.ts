import { defineBlock } from '../../runtime/block-types';
import { VehiclePanel } from './VehiclePanel';
import { vehiclePanelDefaults, vehiclePanelSchema } from './schema';

export default defineBlock({
  type: 'vehicle-panel',
  label: 'Vehicle panel',
  category: 'vehicle',
  description:
    "The top of the vehicle page: the car's name, price, tags and key facts, a SOLD notice with Find Me Something Similar, and the call, finance, enquire, test drive, trade-in, chat, reserve, history report, location and buy online buttons.",
  schema: vehiclePanelSchema,
  defaults: vehiclePanelDefaults,
  component: VehiclePanel,
});
