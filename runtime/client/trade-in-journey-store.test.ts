import { describe, expect, it } from 'vitest';
import { memorySession } from './test-support/memory-session';
import { forgetTradeInJourney, rememberedTradeInJourney, rememberTradeInJourney, tradeInJourneyKey } from './trade-in-journey-store';

const STARTED = { trade_in_id: '0b6c2a4e-5d1f-4c8e-9a7b-3f2e1d0c9b8a', token: 'T'.repeat(43), lead_id: 'lead-1' };

describe('the trade-in a tab has under way (spec detail §4 trade-in steps), kept so a reload reopens it', () => {
  it('is kept per site and per journey, and forgotten on its own', () => {
    const session = memorySession();
    rememberTradeInJourney('bayside-motors', 'trade-in', STARTED, session);
    expect(rememberedTradeInJourney('bayside-motors', 'trade-in', session)).toEqual(STARTED);
    expect(rememberedTradeInJourney('harbour-cars', 'trade-in', session)).toBeUndefined();
    expect(rememberedTradeInJourney('bayside-motors', 'trade-in:car-42', session)).toBeUndefined();
    rememberTradeInJourney('bayside-motors', 'trade-in:car-42', { ...STARTED, lead_id: 'lead-2' }, session);
    forgetTradeInJourney('bayside-motors', 'trade-in', session);
    expect(rememberedTradeInJourney('bayside-motors', 'trade-in', session)).toBeUndefined();
    expect(rememberedTradeInJourney('bayside-motors', 'trade-in:car-42', session)).toEqual({ ...STARTED, lead_id: 'lead-2' });
  });

  it('keeps the id, token and lead only, whatever else the answer held', () => {
    const session = memorySession();
    rememberTradeInJourney('bayside-motors', 'trade-in', { ...STARTED, extra: 'x' } as typeof STARTED, session);
    expect(JSON.parse(session.getItem(tradeInJourneyKey('bayside-motors', 'trade-in'))!)).toEqual(STARTED);
  });

  it('reads damaged or tampered storage as nothing kept, and never throws', () => {
    const session = memorySession();
    const key = tradeInJourneyKey('bayside-motors', 'trade-in');
    for (const damaged of [
      'oops',
      'null',
      '[]',
      JSON.stringify({ ...STARTED, token: 'short' }),
      JSON.stringify({ ...STARTED, trade_in_id: '../../x' }),
      JSON.stringify({ ...STARTED, lead_id: '' }),
    ]) {
      session.setItem(key, damaged);
      expect(rememberedTradeInJourney('bayside-motors', 'trade-in', session)).toBeUndefined();
    }
    const blocked = {
      ...memorySession(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberTradeInJourney('bayside-motors', 'trade-in', STARTED, blocked)).not.toThrow();
    expect(rememberedTradeInJourney('bayside-motors', 'trade-in', blocked)).toBeUndefined();
    expect(() => forgetTradeInJourney('bayside-motors', 'trade-in', blocked)).not.toThrow();
  });
});
