import { describe, expect, it } from 'vitest';
import { locationsCarouselLayout } from './locations-carousel';

describe('spec detail §2: the Our Locations carousel’s row', () => {
  it('3 cards: centred, a third of the row each, nothing to scroll to on a wide screen', () => {
    expect(locationsCarouselLayout(3)).toEqual({ centred: true, cardsPerRowWide: 3, scrollsWide: false });
    expect(locationsCarouselLayout(1)).toEqual({ centred: true, cardsPerRowWide: 3, scrollsWide: false });
  });

  it('4 cards: a row of four, not centred', () => {
    expect(locationsCarouselLayout(4)).toEqual({ centred: false, cardsPerRowWide: 4, scrollsWide: false });
  });

  it('5 cards: over 4, so 5 per row on wide screens, all in view', () => {
    expect(locationsCarouselLayout(5)).toEqual({ centred: false, cardsPerRowWide: 5, scrollsWide: false });
  });

  it('6 cards: 5 per row on wide screens, and the sixth a step away', () => {
    expect(locationsCarouselLayout(6)).toEqual({ centred: false, cardsPerRowWide: 5, scrollsWide: true });
  });
});
