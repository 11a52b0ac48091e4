import type { AnyBlockDefinition } from '../runtime/block-types';
import { createRegistry } from '../runtime/registry';
import columns from './columns';
import compareCars from './compare-cars';
import dealershipListing from './dealership-listing';
import featuredVehicles from './featured-vehicles';
import footer from './footer';
import header from './header';
import heroBanner from './hero-banner';
import makeDirectory from './make-directory';
import modelsByBody from './models-by-body';
import paymentsStrip from './payments-strip';
import phoneReveal from './phone-reveal';
import promoCard from './promo-card';
import promoSlider from './promo-slider';
import propositionBanners from './proposition-banners';
import quickSearch from './quick-search';
import richText from './rich-text';
import searchFilters from './search-filters';
import searchResults from './search-results';
import section from './section';
import shopperSignIn from './shopper-sign-in';
import stockCarousel from './stock-carousel';
import watchlist from './watchlist';

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
  stockCarousel,
  makeDirectory,
  dealershipListing,
  modelsByBody,
  compareCars,
  phoneReveal,
  searchResults,
  searchFilters,
  quickSearch,
  shopperSignIn,
  watchlist,
];

export const registry = createRegistry(allBlocks);
