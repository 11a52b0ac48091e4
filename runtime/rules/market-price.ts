import type { Car } from '../../schemas/entities/car';
import { priceDisplay, type PriceDisplayFields } from './price-display';

/**
 * Spec (detail, finance, forms, locations, §5): the market-price badge shows
 * only when the price is below the average market price by more than 499.
 * The average comes from autograb_data.average_market_price (§3).
 *
 * The price compared is the one the page shows as the car's price (price
 * display, §4): an offer or reduced price when there is one, else the price
 * when over 10. A subscription is a weekly amount, and a car with no shown
 * price has nothing to compare, so neither gets the badge.
 */
export const MARKET_PRICE_BADGE_MARGIN = 499;

export interface BelowMarketPrice {
  /** The average market price, for the words beside the badge. */
  averageMarketPrice: number;
  /** How far below it the car's price is. */
  saving: number;
}

export function belowMarketPrice(car: PriceDisplayFields & Pick<Car, 'autograb_data'>): BelowMarketPrice | undefined {
  const average = car.autograb_data?.average_market_price ?? 0;
  const shown = priceDisplay(car);
  if (average <= 0 || (shown.kind !== 'price' && shown.kind !== 'offer')) return undefined;
  const saving = average - shown.amount;
  return saving > MARKET_PRICE_BADGE_MARGIN ? { averageMarketPrice: average, saving } : undefined;
}
