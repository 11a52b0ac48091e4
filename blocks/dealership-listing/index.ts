import { defineBlock } from '../../runtime/block-types';
import { DealershipListing } from './DealershipListing';
import { loadDealershipListing, type DealershipListingData } from './load';
import { dealershipListingDefaults, dealershipListingSchema } from './schema';

export default defineBlock<typeof dealershipListingSchema, DealershipListingData>({
  type: 'dealership-listing',
  label: 'Dealership listing',
  category: 'locations',
  description: "The dealer's locations with address, phone and directions: a search box and 21 to a page.",
  schema: dealershipListingSchema,
  defaults: dealershipListingDefaults,
  load: loadDealershipListing,
  component: DealershipListing,
});
