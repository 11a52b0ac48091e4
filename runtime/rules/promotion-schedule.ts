/**
 * Spec (search and favourites, §9): "Promo cards respect start and expiry
 * dates and position." One rule for promotions, promo cards and sliders alike.
 */

/** The window a promotion is honoured in; either end may be left open. */
export interface PromotionWindow {
  /** ISO date-time from which it shows (inclusive). */
  start?: string;
  /** ISO date-time at which it stops showing (exclusive). */
  expiry?: string;
}

/**
 * Live from the start instant up to, but not at, the expiry instant. A date
 * that cannot be read hides the promotion: showing an offer the dealer may
 * have meant to end is the worse mistake.
 */
export function isPromotionLive(window: PromotionWindow, now: Date): boolean {
  const at = now.getTime();
  if (window.start !== undefined) {
    const start = Date.parse(window.start);
    if (Number.isNaN(start) || at < start) return false;
  }
  if (window.expiry !== undefined) {
    const expiry = Date.parse(window.expiry);
    if (Number.isNaN(expiry) || at >= expiry) return false;
  }
  return true;
}

/** The promotions live at `now`, by position; equal positions keep the document's order. */
export function livePromotions<P extends PromotionWindow & { position?: number }>(promotions: readonly P[], now: Date): P[] {
  return promotions.filter((promotion) => isPromotionLive(promotion, now)).sort(byPosition);
}

/** A promotion without a position sorts after every positioned one. */
function byPosition(a: { position?: number }, b: { position?: number }): number {
  if (a.position === b.position) return 0;
  if (a.position === undefined) return 1;
  if (b.position === undefined) return -1;
  return a.position - b.position;
}
