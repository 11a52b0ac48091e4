import { describe, expect, it } from 'vitest';
import { FINANCE_FORM_ANCHOR, financeRoute, PERSONALISED_FINANCE_PATH } from './finance-route';

const car = { id: 4101, car_type: 'used' as const };
const settings = (finance: string, personalisedFinance = false) => ({ routes: { finance }, finance: { personalisedFinance } });

describe('spec detail §2: the finance route per dealer with car_id and car_type, anchor #finance-form; personalised finance by car_id', () => {
  it('goes to each dealer group’s finance route with the car and the form anchor', () => {
    expect(FINANCE_FORM_ANCHOR).toBe('finance-form');
    expect(financeRoute(car, settings('/finance'))).toBe('/finance?car_id=4101&car_type=used#finance-form');
    expect(financeRoute(car, settings('/finance-enquiry'))).toBe('/finance-enquiry?car_id=4101&car_type=used#finance-form');
    expect(financeRoute({ id: 7, car_type: 'demo' }, settings('/apply-for-finance'))).toBe('/apply-for-finance?car_id=7&car_type=demo#finance-form');
  });

  it('keeps a query and an anchor the dealer route already has', () => {
    expect(financeRoute(car, settings('/finance?preferredDealership=bayside-toyota'))).toBe('/finance?preferredDealership=bayside-toyota&car_id=4101&car_type=used#finance-form');
    expect(financeRoute(car, settings('/finance#apply'))).toBe('/finance?car_id=4101&car_type=used#apply');
  });

  it('goes to personalised finance with only the car id for dealers that use it', () => {
    expect(PERSONALISED_FINANCE_PATH).toBe('/personalised/finance');
    expect(financeRoute(car, settings('/finance', true))).toBe('/personalised/finance?car_id=4101');
  });
});
