import type { AnyBlockDefinition } from '../runtime/block-types';
import { createRegistry } from '../runtime/registry';
import columns from './columns';
import featuredVehicles from './featured-vehicles';
import footer from './footer';
import header from './header';
import heroBanner from './hero-banner';
import paymentsStrip from './payments-strip';
import promoCard from './promo-card';
import promoSlider from './promo-slider';
import propositionBanners from './proposition-banners';
import richText from './rich-text';
import section from './section';

/** Every block type there is: this list is the registry, the editor's palette and the document schema's block union. */
export const allBlocks: readonly AnyBlockDefinition[] = [
  header,
  footer,
  section,
  columns,
  heroBanner,
  richText,
  promoCard,
  promoSlider,
  propositionBanners,
  paymentsStrip,
  featuredVehicles,
];

export const registry = createRegistry(allBlocks);
