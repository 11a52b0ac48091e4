import type { CarCard } from '../../schemas/entities/car-card';

/**
 * Spec (search §1, §9): promotional cards and contact blocks sit among the
 * results, by position. A card's position counts cars over the whole list,
 * not one page: position 9 is just before the 9th car, position 30 on the
 * second page. A card whose position is past the last car follows the last
 * car, so a short list still shows it. Cards at one position keep their order.
 */
export type ResultTile<Card> = { kind: 'car'; car: CarCard } | { kind: 'card'; card: Card };

export function resultTiles<Card extends { position: number }>(hits: readonly CarCard[], offset: number, total: number, cards: readonly Card[]): ResultTile<Card>[] {
  if (hits.length === 0) return [];
  const carsBefore = (card: Card) => Math.min(Math.max(card.position - 1, 0), total);
  const cardsAt = (index: number) => cards.filter((card) => carsBefore(card) === index).map((card): ResultTile<Card> => ({ kind: 'card', card }));
  const tiles: ResultTile<Card>[] = [];
  hits.forEach((car, i) => {
    tiles.push(...cardsAt(offset + i), { kind: 'car', car });
  });
  if (offset + hits.length >= total) tiles.push(...cardsAt(total));
  return tiles;
}
