import type { Car } from '../../schemas/entities/car';
import { isComingSoon } from './vehicle-availability';
import { isSold } from './vehicle-sold';

/**
 * Spec (search and favourites, §3 and §4): a saved car (a favourite, or on
 * the watchlist) is listed with its status today, since cars sell while they
 * sit in a list: in stock, coming soon, reserved, sold, or gone (the site no
 * longer lists it, or its status is one the site never shows). Spec (detail
 * §2 "Vehicle cards"): a car not in stock gets Find Me Something Similar, so
 * a sold or gone car offers the search for one like it
 * (runtime/rules/similar-search.ts).
 */
export const SAVED_CAR_STATUSES = ['in-stock', 'coming-soon', 'reserved', 'sold', 'gone'] as const;
export type SavedCarStatus = (typeof SAVED_CAR_STATUSES)[number];

export const SAVED_CAR_STATUS_WORDS: Readonly<Record<SavedCarStatus, string>> = {
  'in-stock': 'In stock',
  'coming-soon': 'Coming Soon',
  reserved: 'Reserved',
  sold: 'Sold',
  gone: 'No longer available',
};

/** A car's status today, read from what the site answers for it now; undefined when it answers nothing. */
export function savedCarStatus(now: Pick<Car, 'status' | 'sold' | 'reserved'> | undefined): SavedCarStatus {
  if (!now) return 'gone';
  if (isSold(now)) return 'sold';
  if (now.status === 'others') return 'gone';
  if (now.reserved) return 'reserved';
  return isComingSoon(now) ? 'coming-soon' : 'in-stock';
}

/** Whether a saved car in this state is offered Find Me Something Similar. */
export function offersSimilar(status: SavedCarStatus): boolean {
  return status === 'sold' || status === 'gone';
}
