import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../../schemas/api/reservations';
import { dealerActionsOf, depositStateText, RESERVATION_STATUS_WORDS } from './dealer-reservation';

describe('what a dealer may do with a reservation', () => {
  it('a hold may be confirmed (deposit taken by phone) or released; a confirmed one only released; a lapsed or cancelled one neither', () => {
    expect(dealerActionsOf('held')).toEqual(['confirm', 'release']);
    expect(dealerActionsOf('confirmed')).toEqual(['release']);
    expect(dealerActionsOf('lapsed')).toEqual([]);
    expect(dealerActionsOf('cancelled')).toEqual([]);
  });

  it('every status has its words on the screen', () => {
    expect(RESERVATION_STATUSES.map((status) => RESERVATION_STATUS_WORDS[status])).toEqual(['Held', 'Confirmed', 'Lapsed', 'Cancelled']);
  });
});

describe('how the deposit stands, in the dealer’s words', () => {
  it('the local provider’s deposit waits for the dealer’s call; Stripe’s for the shopper’s card', () => {
    expect(depositStateText({ provider: 'local', status: 'pending', takenByPhone: false })).toBe('Pending: to be taken by phone');
    expect(depositStateText({ provider: 'stripe', status: 'pending', takenByPhone: false })).toBe('Pending: the shopper is paying by card (Stripe)');
  });

  it('paid: by phone when the dealer recorded it so, by card when Stripe said so', () => {
    expect(depositStateText({ provider: 'local', status: 'paid', takenByPhone: true })).toBe('Paid: taken by phone');
    expect(depositStateText({ provider: 'stripe', status: 'paid', takenByPhone: true })).toBe('Paid: taken by phone');
    expect(depositStateText({ provider: 'stripe', status: 'paid', takenByPhone: false })).toBe('Paid by card (Stripe)');
  });

  it('a failed card payment says the hold stands and what can be done', () => {
    expect(depositStateText({ provider: 'stripe', status: 'failed', takenByPhone: false })).toMatch(/^Card payment failed: .*by phone$/);
  });
});
