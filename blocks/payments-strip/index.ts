import { defineBlock } from '../../runtime/block-types';
import { PaymentsStrip } from './PaymentsStrip';
import { paymentsStripDefaults, paymentsStripSchema } from './schema';

export default defineBlock({
  type: 'payments-strip',
  label: 'Payments strip',
  category: 'finance',
  description: 'Badges of the payments accepted: Mastercard, Visa, Maestro, Google Pay and Apple Pay.',
  schema: paymentsStripSchema,
  defaults: paymentsStripDefaults,
  component: PaymentsStrip,
});
