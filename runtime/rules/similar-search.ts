import type { Car } from '../../schemas/entities/car';
import { MINIMUM_SHOWN_PRICE } from './price-display';
import { SLIDER_SNAP } from './range-slider';
import { changeSearch, EMPTY_SEARCH, searchToQueryString, type NumericRange } from './search-query-string';
import { slugOf } from './slug';

/**
 * Spec (detail, finance, forms, locations, §2 "Vehicle page" and §4): a sold
 * car shows SOLD with an offer to find a similar one; §2 "Vehicle cards":
 * the button reads Find Me Something Similar. It opens the search for the
 * same make and model — as the search page /search/{make}/{model} (§2, read
 * by search-route.ts) — refined by the same body and a price band around
 * the car's price, in the query string (search-query-string.ts).
 *
 * The band is 20% either side of the price: close enough that the cars found
 * are ones a shopper with this car's budget would consider, wide enough that
 * the same model in a neighbouring year, trim or odometer reading is still
 * in it. Its ends are widened outwards to whole thousands, the search
 * slider's snap (search §5), so the slider shows the band as written and the
 * car's own price is always inside it. A car without a shown price (10 or
 * less) gets no price band.
 */
export const SIMILAR_PRICE_BAND_PERCENT = 20;
export const SEARCH_PAGE_PATH = '/search';

/**
 * A car no longer listed is known only by what a saved list kept of it (its
 * make and model): its search is then the same make and model alone.
 */
export type SimilarSearchFields = Pick<Car, 'make' | 'model'> & Partial<Pick<Car, 'simple_body' | 'price'>>;

/** The price range around a price, or undefined when the price is not shown. */
export function similarPriceBand(price: number): Required<NumericRange> | undefined {
  if (price <= MINIMUM_SHOWN_PRICE) return undefined;
  const low = (price * (100 - SIMILAR_PRICE_BAND_PERCENT)) / 100;
  const high = (price * (100 + SIMILAR_PRICE_BAND_PERCENT)) / 100;
  return { min: Math.floor(low / SLIDER_SNAP) * SLIDER_SNAP, max: Math.ceil(high / SLIDER_SNAP) * SLIDER_SNAP };
}

/** The site path of the search for cars like this one. */
export function similarSearchPath(car: SimilarSearchFields): string {
  const make = slugOf(car.make);
  const model = slugOf(car.model);
  const inPath = make !== '' && model !== '';
  const band = car.price === undefined ? undefined : similarPriceBand(car.price);
  const state = changeSearch(EMPTY_SEARCH, {
    // A make or model with no letters or digits has no slug: it goes in the query string instead.
    lists: { body: car.simple_body ? [car.simple_body] : [], ...(inPath ? {} : { make: [car.make], model: [car.model] }) },
    ranges: band ? { price: band } : {},
  });
  const path = inPath ? `${SEARCH_PAGE_PATH}/${make}/${model}` : SEARCH_PAGE_PATH;
  const query = searchToQueryString(state);
  return query ? `${path}?${query}` : path;
}
