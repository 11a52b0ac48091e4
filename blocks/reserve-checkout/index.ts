import { defineBlock } from '../../runtime/block-types';
import { type ReserveCheckoutData, loadReserveCheckout } from './load';
import { ReserveCheckout } from './ReserveCheckout';
import { reserveCheckoutDefaults, reserveCheckoutSchema } from './schema';

export default defineBlock<typeof reserveCheckoutSchema, ReserveCheckoutData>({
  type: 'reserve-checkout',
  label: 'Reserve checkout',
  category: 'vehicle',
  description:
    "The checkout of a car reserved online, for the page at /cars/:slug/checkout or /cars/:slug/buy-online: the car, the deposit, the hold, 100% refundable, the payments accepted and the shopper's details. Once sent, it says until when the car is held. A car that cannot be reserved says why, with links back to it and to similar cars.",
  schema: reserveCheckoutSchema,
  defaults: reserveCheckoutDefaults,
  load: loadReserveCheckout,
  component: ReserveCheckout,
});
