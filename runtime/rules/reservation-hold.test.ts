import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../../schemas/api/reservations';
import {
  ACTIVE_RESERVATION_STATUSES,
  checkoutTerms,
  depositCents,
  formatHeldUntil,
  HOUR_MS,
  holdEndsAt,
  isHolding,
  reservationNumber,
  reservationTimeZone,
  statusAt,
} from './reservation-hold';

const madeAt = new Date('2026-11-22T03:15:00Z');
const heldUntil = holdEndsAt(madeAt, 48);
const at = (ms: number) => new Date(madeAt.getTime() + ms);
const SECOND = 1000;

describe('detail §9: a reservation holds the car for the dealer’s hold hours (48 by default)', () => {
  it('ends 48 hours after it was made', () => {
    expect(heldUntil.toISOString()).toBe('2026-11-24T03:15:00.000Z');
    expect(holdEndsAt(madeAt, 24).getTime() - madeAt.getTime()).toBe(24 * HOUR_MS);
  });

  it('holds from the moment it is made up to and including exactly 48 hours later', () => {
    const held = { status: 'held', held_until: heldUntil } as const;
    expect(isHolding(held, madeAt)).toBe(true);
    expect(isHolding(held, at(48 * HOUR_MS - SECOND))).toBe(true);
    expect(isHolding(held, at(48 * HOUR_MS))).toBe(true);
  });

  it('has lapsed one second past 48 hours (and one millisecond past, too)', () => {
    const held = { status: 'held', held_until: heldUntil } as const;
    expect(isHolding(held, at(48 * HOUR_MS + SECOND))).toBe(false);
    expect(isHolding(held, at(48 * HOUR_MS + 1))).toBe(false);
    expect(statusAt(held, at(48 * HOUR_MS))).toBe('held');
    expect(statusAt(held, at(48 * HOUR_MS + SECOND))).toBe('lapsed');
  });

  it('a confirmed reservation (deposit paid) holds the car after the hold too; lapsed and cancelled ones never hold it', () => {
    const long = at(30 * 24 * HOUR_MS);
    expect(isHolding({ status: 'confirmed', held_until: heldUntil }, long)).toBe(true);
    expect(statusAt({ status: 'confirmed', held_until: heldUntil }, long)).toBe('confirmed');
    for (const status of ['lapsed', 'cancelled'] as const) {
      expect(isHolding({ status, held_until: heldUntil }, madeAt)).toBe(false);
      expect(statusAt({ status, held_until: heldUntil }, madeAt)).toBe(status);
    }
  });

  it('only held and confirmed reservations can hold a car: the database’s one-per-car index covers exactly these', () => {
    const canHold = RESERVATION_STATUSES.filter((status) => isHolding({ status, held_until: heldUntil }, madeAt));
    expect(canHold).toEqual([...ACTIVE_RESERVATION_STATUSES]);
  });
});

describe('deposit and the checkout’s promises', () => {
  it('charges the dealer’s whole-dollar deposit in cents', () => {
    expect(depositCents({ reserveOnline: { depositDollars: 200 } })).toBe(20_000);
    expect(depositCents({ reserveOnline: { depositDollars: 500 } })).toBe(50_000);
  });

  it('says the deposit, the 48-hour hold and 100% refundable', () => {
    expect(checkoutTerms({ depositDollars: 200, holdHours: 48 })).toEqual(['$200 deposit', '48-hour hold', '100% refundable']);
    expect(checkoutTerms({ depositDollars: 500, holdHours: 24 })).toEqual(['$500 deposit', '24-hour hold', '100% refundable']);
  });
});

describe('the dealer’s time zone: the state of the car’s yard', () => {
  it('reads each state’s clock; an unknown state is Sydney’s', () => {
    expect(reservationTimeZone({ state: 'QLD' })).toBe('Australia/Brisbane');
    expect(reservationTimeZone({ state: 'wa' })).toBe('Australia/Perth');
    expect(reservationTimeZone({ state: 'VIC' })).toBe('Australia/Melbourne');
    expect(reservationTimeZone({ state: 'NSW' })).toBe('Australia/Sydney');
    expect(reservationTimeZone({})).toBe('Australia/Sydney');
    expect(reservationTimeZone({ state: 'Auckland' })).toBe('Australia/Sydney');
  });

  it('says when the hold ends on that clock, with the zone named (Queensland keeps no daylight saving, Sydney does)', () => {
    const plain = (text: string) => text.replace(/\s+/g, ' ');
    expect(plain(formatHeldUntil(heldUntil, 'Australia/Brisbane'))).toBe('Tuesday 24 November 2026 at 1:15 pm AEST');
    expect(plain(formatHeldUntil(heldUntil, 'Australia/Sydney'))).toBe('Tuesday 24 November 2026 at 2:15 pm AEDT');
    expect(plain(formatHeldUntil(heldUntil, 'Australia/Perth'))).toBe('Tuesday 24 November 2026 at 11:15 am AWST');
  });
});

describe('the reservation number', () => {
  it('is the first 8 characters of the id in capitals, as the checkout tells the shopper and the dealer’s screen shows it', () => {
    expect(reservationNumber('6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e')).toBe('6A1D4C7E');
  });
});
