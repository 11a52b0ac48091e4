import type { Car } from '../schemas/entities/car';
import type { Location } from '../schemas/entities/location';
import type { Review } from '../schemas/entities/review';

/** Which stock and places a site may show: its dealerships and its inclusion settings. */
export interface SiteScope {
  dealershipIds: readonly number[];
  includeSoldCarsDays: number;
  minImageCount: number;
  inStockOnly: boolean;
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
  };
  locations: {
    forDealerships(dealershipIds: readonly number[]): Promise<Location[]>;
  };
  reviews: {
    forDealerships(dealershipIds: readonly number[], options?: { minRating?: number; limit?: number }): Promise<Review[]>;
  };
}
