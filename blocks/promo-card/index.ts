import { defineBlock } from '../../runtime/block-types';
import { PromoCard } from './PromoCard';
import { promoCardDefaults, promoCardSchema } from './schema';

export default defineBlock({
  type: 'promo-card',
  label: 'Promo card',
  category: 'promotion',
  description: 'One offer as a card with a picture and a button, shown only between its start and expiry.',
  schema: promoCardSchema,
  defaults: promoCardDefaults,
  component: PromoCard,
});
