import { defineBlock } from '../../runtime/block-types';
import { ReserveOnline } from './ReserveOnline';
import { reserveOnlineDefaults, reserveOnlineSchema } from './schema';

export default defineBlock({
  type: 'reserve-online',
  label: 'Reserve online',
  category: 'vehicle',
  description: 'For a car that can be reserved online: the deposit, 100% refundable, how long the car is held, a Reserve button and the payments accepted.',
  schema: reserveOnlineSchema,
  defaults: reserveOnlineDefaults,
  component: ReserveOnline,
});
