import type { AnyBlockDefinition } from '../runtime/block-types';
import { createRegistry } from '../runtime/registry';
import blogPostHeading from './blog-post-heading';
import blogPosts from './blog-posts';
import budgetFinder from './budget-finder';
import columns from './columns';
import compareCars from './compare-cars';
import dealerComments from './dealer-comments';
import dealershipListing from './dealership-listing';
import enquiryForm from './enquiry-form';
import faq from './faq';
import favourites from './favourites';
import featuredVehicles from './featured-vehicles';
import financeEstimate from './finance-estimate';
import footer from './footer';
import header from './header';
import heroBanner from './hero-banner';
import locationCards from './location-cards';
import locationInfo from './location-info';
import locationsCarousel from './locations-carousel';
import makeDirectory from './make-directory';
import modelsByBody from './models-by-body';
import paymentsStrip from './payments-strip';
import phoneReveal from './phone-reveal';
import promoCard from './promo-card';
import promoSlider from './promo-slider';
import propositionBanners from './proposition-banners';
import quickSearch from './quick-search';
import reserveCheckout from './reserve-checkout';
import reserveOnline from './reserve-online';
import reviewsSummary from './reviews-summary';
import richText from './rich-text';
import searchFilters from './search-filters';
import searchResults from './search-results';
import section from './section';
import shopperSignIn from './shopper-sign-in';
import similarCars from './similar-cars';
import stockCarousel from './stock-carousel';
import tradeIn from './trade-in';
import vehicleContent from './vehicle-content';
import vehicleGallery from './vehicle-gallery';
import vehicleInterest from './vehicle-interest';
import vehicleLocation from './vehicle-location';
import vehiclePanel from './vehicle-panel';
import vehicleSpecifications from './vehicle-specifications';
import watchlist from './watchlist';

/** Every block type there is: this list is the registry, the editor's palette and the document schema's block union. */
export const allBlocks: readonly AnyBlockDefinition[] = [
  header,
  footer,
  section,
  columns,
  heroBanner,
  richText,
  faq,
  promoCard,
  promoSlider,
  propositionBanners,
  paymentsStrip,
  reviewsSummary,
  featuredVehicles,
  stockCarousel,
  makeDirectory,
  dealershipListing,
  locationInfo,
  locationCards,
  locationsCarousel,
  modelsByBody,
  compareCars,
  favourites,
  phoneReveal,
  searchResults,
  searchFilters,
  quickSearch,
  budgetFinder,
  shopperSignIn,
  watchlist,
  vehicleGallery,
  vehicleSpecifications,
  dealerComments,
  financeEstimate,
  similarCars,
  vehicleLocation,
  vehicleContent,
  vehiclePanel,
  reserveOnline,
  reserveCheckout,
  vehicleInterest,
  enquiryForm,
  tradeIn,
  blogPosts,
  blogPostHeading,
];

export const registry = createRegistry(allBlocks);
