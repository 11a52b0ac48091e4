import { describe, expect, it } from 'vitest';
import type { TradeInAnswer } from '../../schemas/api/trade-ins';
import { tradeInNextStep } from './trade-in-progress';

const STARTED: TradeInAnswer = { trade_in_id: '0b6c2a4e-5d1f-4c8e-9a7b-3f2e1d0c9b8a', lead_id: 'lead-1', offer_accepted: false, form_completed: false };
const CAR = { make: 'Toyota', model: 'Corolla', year: 2023 };
const VALUED_AT = '2026-11-22T00:00:00.000Z';
const ESTIMATE = { outcome: 'estimate', low: 22_800, high: 25_200, offer_price: 22_800, source: 'Local', local: true, valued_at: VALUED_AT } as const;

describe('spec detail §4 "Trade-in steps: lead data, rego lookup, valuation, offer acceptance": where a stored trade-in reopens', () => {
  it('just started (its lead stored): the rego lookup', () => {
    expect(tradeInNextStep(STARTED)).toBe('rego-lookup');
  });

  it('a plate the lookup did not find: the rego lookup again, to look again or carry on', () => {
    const notFound: TradeInAnswer = { ...STARTED, rego: 'ZZZ999', rego_state: 'QLD' };
    expect(tradeInNextStep(notFound)).toBe('rego-lookup');
  });

  it('the car found: the valuation', () => {
    expect(tradeInNextStep({ ...STARTED, vehicle: CAR })).toBe('valuation');
  });

  it('valued with an estimate: the offer', () => {
    expect(tradeInNextStep({ ...STARTED, vehicle: CAR, valuation: ESTIMATE })).toBe('offer-acceptance');
  });

  it('the offer accepted, or no online estimate given (spec §9: the dealer calls back): complete', () => {
    const accepted: TradeInAnswer = { ...STARTED, vehicle: CAR, valuation: ESTIMATE, offer_accepted: true, form_completed: true };
    expect(tradeInNextStep(accepted)).toBe('complete');
    const none = { outcome: 'no-estimate', reason: 'over-km', source: 'Local', local: true, valued_at: VALUED_AT } as const;
    expect(tradeInNextStep({ ...STARTED, vehicle: CAR, valuation: none, form_completed: true })).toBe('complete');
  });
});
