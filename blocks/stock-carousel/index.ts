import { defineBlock } from '../../runtime/block-types';
import { loadStockCarousel, type StockCarouselData } from './load';
import { stockCarouselDefaults, stockCarouselSchema } from './schema';
import { StockCarousel } from './StockCarousel';

export default defineBlock<typeof stockCarouselSchema, StockCarouselData>({
  type: 'stock-carousel',
  label: 'Stock carousel',
  category: 'vehicle',
  description: 'Cars chosen by search filters, a sort and a limit (say the latest 8 used Toyotas), as a row of cards to swipe or step through.',
  schema: stockCarouselSchema,
  defaults: stockCarouselDefaults,
  load: loadStockCarousel,
  component: StockCarousel,
});
