import { describe, expect, it } from 'vitest';
import { LEAD_FORMS, RESERVATION_LEAD_FORM } from '../../schemas/api/leads';
import { ADF_INTERESTS, adfInterestOf, adfStatusOf, offersTradeIn } from './adf-vehicle';

describe('ADF 1.0 vehicle interest and status', () => {
  it('the interests are the ones ADF 1.0 allows', () => {
    expect(ADF_INTERESTS).toEqual(['buy', 'lease', 'sell', 'trade-in', 'test-drive']);
  });

  it('a test drive form is interest "test-drive"; every other form is "buy", and so is an online reservation', () => {
    expect(adfInterestOf('test-drive')).toBe('test-drive');
    for (const form of LEAD_FORMS.filter((each) => each !== 'test-drive')) expect(adfInterestOf(form)).toBe('buy');
    expect(adfInterestOf(RESERVATION_LEAD_FORM)).toBe('buy');
  });

  it('status follows the car: new is new, used and demo are used (spec §9 counts a demo as used); no car is new', () => {
    expect(adfStatusOf({ car_type: 'new' })).toBe('new');
    expect(adfStatusOf({ car_type: 'used' })).toBe('used');
    expect(adfStatusOf({ car_type: 'demo' })).toBe('used');
    expect(adfStatusOf()).toBe('new');
  });

  it('spec §5 trade-in yes/no: only "yes" adds a trade-in vehicle', () => {
    expect(offersTradeIn({ trade_in: 'yes' })).toBe(true);
    expect(offersTradeIn({ trade_in: 'no' })).toBe(false);
    expect(offersTradeIn({})).toBe(false);
  });
});
