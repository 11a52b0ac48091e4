import { sql, type RawBuilder } from 'kysely';
import { normaliseSearchValue } from '../../rules/search-query-string';

/**
 * The price_range and weekly_price_range facets: fixed bands a shopper picks
 * instead of dragging a slider. A band holds prices from its lower bound up
 * to, not including, its upper bound, so a $20,000 car is in
 * "$20,000 - $30,000". A band's value is its label with "$" and thousands
 * commas stripped, the way the search query string normalises price labels
 * (spec detail §5), so a value read back from the URL selects the same band.
 */
export interface PriceBand {
  label: string;
  value: string;
  /** Inclusive; 0 for the "Under" band. */
  from: number;
  /** Exclusive; absent for the open top band. */
  below?: number;
}

function money(amount: number): string {
  return `$${amount.toLocaleString('en-AU')}`;
}

/** Bands between consecutive bounds, an "Under" band before the first and an open band from the last. */
export function priceBands(bounds: readonly number[]): PriceBand[] {
  const bands: PriceBand[] = [];
  bounds.forEach((bound, index) => {
    const label = index === 0 ? `Under ${money(bound)}` : `${money(bounds[index - 1])} - ${money(bound)}`;
    bands.push({ label, value: normaliseSearchValue(label), from: index === 0 ? 0 : bounds[index - 1], below: bound });
  });
  const top = bounds[bounds.length - 1];
  const label = `${money(top)}+`;
  bands.push({ label, value: normaliseSearchValue(label), from: top });
  return bands;
}

/** Drive-away prices, in the steps shoppers budget in. */
export const PRICE_RANGE_BANDS: readonly PriceBand[] = priceBands([10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]);
/** Weekly repayments or subscription prices. */
export const WEEKLY_PRICE_RANGE_BANDS: readonly PriceBand[] = priceBands([100, 150, 200, 250, 300, 400, 500]);

/**
 * What a car costs a week: its subscription price when it has one (spec: the
 * price display puts the subscription first), else the weekly repayment of
 * its weekly finance estimate. NULL when it has neither.
 */
export const WEEKLY_PRICE_SQL: RawBuilder<number | null> = sql`coalesce(
  cars.subscription_price,
  (cars.finance_lenders -> 'weekly' ->> 'paymentWeek')::numeric,
  (cars.finance_lenders -> 'weekly-recent-years' ->> 'paymentWeek')::numeric
)`;

/** The band an amount falls in; none when there is no amount. */
export function bandFor(amount: number | null | undefined, bands: readonly PriceBand[]): PriceBand | undefined {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return undefined;
  return bands.find((band) => amount >= band.from && (band.below === undefined || amount < band.below));
}

/**
 * The bands a filter names, read as the query string reads them, so
 * "$10,000 - $20,000", "10,000 - 20,000" and "10000 - 20000" are one band.
 * Values naming no band select nothing, like a make nobody sells.
 */
export function bandsNamed(values: readonly string[], bands: readonly PriceBand[]): PriceBand[] {
  const wanted = new Set(values.map((value) => normaliseSearchValue(value).toLowerCase()));
  return bands.filter((band) => wanted.has(band.value.toLowerCase()));
}
