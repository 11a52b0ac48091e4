/**
 * Spec (detail §2 "Locations"): an Our Locations carousel; with 3 or fewer
 * cards they are centred; over 4 use 5 per row on wide screens. Four cards
 * fill a row of four. Fewer than three keep a third of the row each, so one
 * or two cards never stretch across it.
 */
export const CENTRED_AT_MOST = 3;
export const WIDE_SCREEN_CARDS_PER_ROW = 5;

export interface LocationsCarouselLayout {
  /** The cards sit in the middle of the row. */
  centred: boolean;
  /** How many cards a wide screen shows side by side. */
  cardsPerRowWide: number;
  /** More cards than a wide screen's row holds: previous and next have somewhere to go there too. */
  scrollsWide: boolean;
}

export function locationsCarouselLayout(cardCount: number): LocationsCarouselLayout {
  const cardsPerRowWide = cardCount <= CENTRED_AT_MOST ? CENTRED_AT_MOST : Math.min(cardCount, WIDE_SCREEN_CARDS_PER_ROW);
  return { centred: cardCount <= CENTRED_AT_MOST, cardsPerRowWide, scrollsWide: cardCount > cardsPerRowWide };
}
