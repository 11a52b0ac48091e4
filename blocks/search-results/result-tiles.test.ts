import { describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/entities/car';
import { corolla } from '../kit/test-support/cars';
import { resultTiles } from './result-tiles';

const cars = (from: number, count: number): Car[] => Array.from({ length: count }, (_, i) => ({ ...corolla(), id: from + i }));
const shape = (tiles: ReturnType<typeof resultTiles<{ position: number; name: string }>>) => tiles.map((tile) => (tile.kind === 'car' ? tile.car.id : tile.card.name));

describe('cards among the results (spec search §9: promo cards respect position)', () => {
  it('puts a card just before the car at its position', () => {
    expect(shape(resultTiles(cars(1, 5), 0, 5, [{ position: 3, name: 'promo' }]))).toEqual([1, 2, 'promo', 3, 4, 5]);
  });

  it('counts positions over the whole list: position 30 is on the second page of 21', () => {
    const card = [{ position: 30, name: 'call-to-action' }];
    expect(shape(resultTiles(cars(1, 21), 0, 50, card))).not.toContain('call-to-action');
    const second = shape(resultTiles(cars(22, 21), 21, 50, card));
    expect(second.indexOf('call-to-action')).toBe(8);
    expect(second[9]).toBe(30);
  });

  it('shows a card past the last car after it, on the last page only', () => {
    const card = [{ position: 30, name: 'call-to-action' }];
    expect(shape(resultTiles(cars(1, 4), 0, 4, card))).toEqual([1, 2, 3, 4, 'call-to-action']);
    expect(shape(resultTiles(cars(1, 21), 0, 25, card))).not.toContain('call-to-action');
  });

  it('keeps cards at one position in their order, and shows none without cars', () => {
    const cards = [
      { position: 1, name: 'a' },
      { position: 1, name: 'b' },
    ];
    expect(shape(resultTiles(cars(1, 2), 0, 2, cards))).toEqual(['a', 'b', 1, 2]);
    expect(resultTiles([], 0, 0, cards)).toEqual([]);
  });
});
