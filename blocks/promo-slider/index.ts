import { defineBlock } from '../../runtime/block-types';
import { PromoSlider } from './PromoSlider';
import { promoSliderDefaults, promoSliderSchema } from './schema';

export default defineBlock({
  type: 'promo-slider',
  label: 'Promotions slider',
  category: 'promotion',
  description: "The site's live promotions as slides with previous, next and dots.",
  schema: promoSliderSchema,
  defaults: promoSliderDefaults,
  component: PromoSlider,
});
