import { describe, expect, it } from 'vitest';
import { isPromotionLive, livePromotions } from './promotion-schedule';

const START = '2026-03-01T00:00:00Z';
const EXPIRY = '2026-03-31T00:00:00Z';
const at = (iso: string) => new Date(iso);

describe('spec: promo cards respect start and expiry dates', () => {
  it('is live from the start instant itself', () => {
    expect(isPromotionLive({ start: START, expiry: EXPIRY }, at(START))).toBe(true);
  });

  it('is not live a millisecond before the start', () => {
    expect(isPromotionLive({ start: START, expiry: EXPIRY }, at('2026-02-28T23:59:59.999Z'))).toBe(false);
  });

  it('is live a millisecond before the expiry', () => {
    expect(isPromotionLive({ start: START, expiry: EXPIRY }, at('2026-03-30T23:59:59.999Z'))).toBe(true);
  });

  it('is no longer live at the expiry instant', () => {
    expect(isPromotionLive({ start: START, expiry: EXPIRY }, at(EXPIRY))).toBe(false);
  });

  it('reads offsets, so the same instant written in another zone is the same boundary', () => {
    expect(isPromotionLive({ start: '2026-03-01T10:00:00+10:00' }, at(START))).toBe(true);
    expect(isPromotionLive({ expiry: '2026-03-01T10:00:00+10:00' }, at(START))).toBe(false);
  });

  it('is live forever without dates, and open-ended on the side without one', () => {
    expect(isPromotionLive({}, at('1990-01-01T00:00:00Z'))).toBe(true);
    expect(isPromotionLive({ start: START }, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isPromotionLive({ expiry: EXPIRY }, at('1990-01-01T00:00:00Z'))).toBe(true);
  });

  it('hides a promotion whose date cannot be read rather than showing it forever', () => {
    expect(isPromotionLive({ expiry: 'end of March' }, at(START))).toBe(false);
    expect(isPromotionLive({ start: 'soon' }, at(START))).toBe(false);
  });
});

describe('spec: promo cards respect position', () => {
  const now = at('2026-03-15T00:00:00Z');

  it('keeps only the live promotions, lowest position first', () => {
    const promotions = [
      { id: 'ended', position: 1, expiry: '2026-03-01T00:00:00Z' },
      { id: 'third', position: 9 },
      { id: 'first', position: 2, start: '2026-03-15T00:00:00Z' },
      { id: 'upcoming', position: 3, start: '2026-04-01T00:00:00Z' },
      { id: 'second', position: 5, expiry: '2026-03-15T00:00:01Z' },
    ];
    expect(livePromotions(promotions, now).map((p) => p.id)).toEqual(['first', 'second', 'third']);
  });

  it('puts promotions without a position last, in the order the document lists them', () => {
    const promotions = [{ id: 'loose-a' }, { id: 'placed', position: 4 }, { id: 'loose-b' }, { id: 'tied-a', position: 7 }, { id: 'tied-b', position: 7 }];
    expect(livePromotions(promotions, now).map((p) => p.id)).toEqual(['placed', 'tied-a', 'tied-b', 'loose-a', 'loose-b']);
  });

  it('leaves the given list as it was', () => {
    const promotions = [
      { id: 'b', position: 2 },
      { id: 'a', position: 1 },
    ];
    livePromotions(promotions, now);
    expect(promotions.map((p) => p.id)).toEqual(['b', 'a']);
  });
});
