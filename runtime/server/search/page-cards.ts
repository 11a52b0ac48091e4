import type { Kysely } from 'kysely';
import type { CarCard } from '../../../schemas/entities/car-card';
import type { Database } from '../db/types';
import { keepNewest } from '../keep-newest';
import { carCardsByIds } from '../repositories/cars';
import { type HeldCars, isHeldAt } from './held-cars';
import type { StockIndex } from './stock-index';

/**
 * Cards kept per stock index, the most recently shown last. Shoppers page
 * through the same few searches, so most pages are read from here; a card
 * is about 1.4 kB of JSON, so this is a few megabytes per app server at
 * most, and it goes with its index when the stock version moves.
 */
export const REMEMBERED_CARDS = 5_000;

/** Keeps the card as the most recently shown, forgetting the least recently shown beyond REMEMBERED_CARDS. */
export function remember(cards: Map<number, CarCard>, card: CarCard): void {
  keepNewest(cards, card.id, card, REMEMBERED_CARDS);
}

/**
 * The cards of one page of hits, in the page's order: the ones this index
 * has shown before from memory, the rest read in one query. A hold online
 * is applied per answer (held-cars.ts), never kept in the card.
 */
export async function pageCards(db: Kysely<Database>, index: StockIndex, ids: readonly number[], heldCars: HeldCars, now: Date): Promise<CarCard[]> {
  const missing = ids.filter((id) => !index.cards.has(id));
  for (const card of await carCardsByIds(db, missing)) remember(index.cards, card);
  return ids.flatMap((id) => {
    const card = index.cards.get(id);
    if (!card) return [];
    remember(index.cards, card);
    return [isHeldAt(heldCars, id, now) ? { ...card, reserved: true } : card];
  });
}
