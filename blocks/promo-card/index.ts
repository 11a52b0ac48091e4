import { defineBlock } from '../../runtime/block-types';
import { PromoCardBlock } from './PromoCardBlock';
import { promoCardDefaults, promoCardSchema } from './schema';

export default defineBlock({
  type: 'promo-card',
  label: 'Promo card',
  category: 'promotion',
  description: 'One offer as a card with a picture and a button, shown only between its start and expiry.',
  schema: promoCardSchema,
  defaults: promoCardDefaults,
  component: PromoCardBlock,
});
