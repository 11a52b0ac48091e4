import type { CheckoutPayments } from '../schemas/api/reservations';
import type { SearchAnswer } from '../schemas/api/search';
import type { Car } from '../schemas/entities/car';
import type { Location } from '../schemas/entities/location';
import type { Review, ReviewRating } from '../schemas/entities/review';
import type { Settings } from '../schemas/settings';
import type { RangeLogger } from './rules/range-slider';
import type { SearchState } from './rules/search-query-string';

/** Which stock and places a site may show: its dealerships and its inclusion settings. */
export interface SiteScope {
  dealershipIds: readonly number[];
  includeSoldCarsDays: number;
  minImageCount: number;
  inStockOnly: boolean;
}

/** The filters of a search: a shopper's refinements, or the fixed ones of a page. */
export type SearchRefinements = Pick<SearchState, 'lists' | 'ranges'>;

/** The dealer settings a search obeys; a site document's settings will do. */
export type SearchSettings = Pick<Settings, 'searchVisibility' | 'stockCount'> & {
  /** The dealer lists bodies of its own, so the body facet shows 20 instead of 4. */
  hasCustomBodies?: boolean;
};

export interface SearchOptions {
  /** 21 unless given (spec: hits per page 21). */
  hitsPerPage?: number;
  /** Hits to skip; overrides the state's page. */
  offset?: number;
  /** Filters of the page asking (e.g. new cars only): always applied, facet counts included. */
  fixedFilters?: SearchRefinements;
  now?: Date;
  /** Where a range bound outside the stock's range is reported (spec search §8); the console unless given. */
  logger?: RangeLogger;
}

/**
 * What block loaders may ask of the data layer. Loaders get it through their
 * context, so a block folder never imports server code and its component can
 * also be bundled for the editor canvas.
 */
export interface DataAccess {
  cars: {
    /** Cars the site shows (the spec's search inclusion rule), newest first. */
    listVisible(scope: SiteScope, options?: { limit?: number; offset?: number }): Promise<Car[]>;
    /** Only slugs and change dates: for the sitemap. */
    listVisibleSlugs(scope: SiteScope): Promise<{ slug: string; updated_at: string }[]>;
    bySlug(scope: SiteScope, slug: string): Promise<Car | undefined>;
    /** The same, by id: a form asked about a car names it as ?car_id= (spec detail §2). */
    byId(scope: SiteScope, id: number): Promise<Car | undefined>;
  };
  /** Faceted vehicle search: hits, counts, facets and facet stats (spec search §7). */
  search(scope: SiteScope, settings: SearchSettings, state: SearchState, options?: SearchOptions): Promise<SearchAnswer>;
  locations: {
    forDealerships(dealershipIds: readonly number[]): Promise<Location[]>;
  };
  reviews: {
    forDealerships(dealershipIds: readonly number[], options?: { minRating?: number; limit?: number }): Promise<Review[]>;
    /** The count and average over every review of the dealerships, whatever the rating. */
    ratingForDealerships(dealershipIds: readonly number[]): Promise<ReviewRating>;
  };
  /** How this server takes reservation deposits (runtime/server/payments): what the checkout page offers. */
  payments: { checkout: CheckoutPayments };
}
