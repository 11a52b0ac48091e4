import { describe, expect, it } from 'vitest';
import { CAR_STATUSES } from '../../schemas/entities/car-values';
import { isSold } from './vehicle-sold';

describe('spec detail §4: a sold car shows SOLD', () => {
  it('is sold when the status says sold, whatever the flag', () => {
    expect(isSold({ status: 'sold', sold: false })).toBe(true);
    expect(isSold({ status: 'sold', sold: true })).toBe(true);
  });

  it.each(CAR_STATUSES.filter((status) => status !== 'sold'))('is sold with status %s only when the sold flag is set', (status) => {
    expect(isSold({ status, sold: true })).toBe(true);
    expect(isSold({ status, sold: false })).toBe(false);
  });
});
