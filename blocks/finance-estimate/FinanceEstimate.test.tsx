import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { corolla, soldCx5, testLender } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import financeEstimate from './index';

/** The test Corolla with an estimate from every provider. */
const financedCorolla = (fields: Parameters<typeof corolla>[0] = {}) =>
  corolla({ finance_lenders: { 'weekly-recent-years': testLender({ paymentWeek: 150 }), weekly: testLender(), monthly: testLender() }, ...fields });

/** Mantine's style tags aside, the block put nothing on the page. */
const showsNothing = (container: HTMLElement) => expect(container.querySelector(':not(style)')).toBeNull();

/** The description list of the estimate, as term → detail. */
function estimateFacts(): Record<string, string> {
  const list = screen.queryByRole('heading', { name: 'Finance estimate' })?.closest('section')?.querySelector('dl');
  if (!list) return {};
  const terms = [...list.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('Finance estimate block', () => {
  it('renders nothing for shoppers without a car, and a note in the editor', () => {
    const { container } = renderBlock(financeEstimate, {}, { site: vehiclePageSite(undefined) });
    showsNothing(container);
    renderBlock(financeEstimate, {}, { site: vehiclePageSite(undefined, { mode: 'editor' }) });
    expect(screen.getByRole('note')).toHaveTextContent('Finance estimate shows the car of a vehicle page');
  });

  describe('spec detail §5/§9: the estimate of the dealer’s provider', () => {
    it('shows the weekly figure, rates, 5 year term, the $30,000 comparison basis and the offer date one month ahead', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla(), { settings: { finance: { providers: ['weekly'] } } }) });
      expect(screen.getByRole('heading', { level: 2, name: 'Finance estimate' })).toBeInTheDocument();
      expect(screen.getByText('$142', { exact: false })).toHaveTextContent('$142 per week');
      expect(estimateFacts()).toEqual({
        'Interest rate': '8.99% p.a.',
        'Comparison rate': '9.45% p.a. on a $30,000 loan over 5 years',
        Term: '5 years',
        'Offer valid until': '15 July 2026',
      });
    });

    it('shows the disclaimer and the lender’s own disclaimer', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla()) });
      expect(screen.getByText('This estimate is indicative only and is not a binding quote. Finance to approved applicants.')).toBeInTheDocument();
      expect(screen.getByText('Rates range from 8.99% p.a. to 14.99% p.a. depending on your credit profile.')).toBeInTheDocument();
    });

    it('adds the 10% deposit for the lender that uses it', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla(), { settings: { finance: { providers: ['weekly-recent-years'] } } }) });
      expect(screen.getByText('$150', { exact: false })).toHaveTextContent('$150 per week');
      expect(estimateFacts().Deposit).toBe('10% ($3,499)');
    });

    it('shows the monthly figure for the monthly provider, without a deposit', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla(), { settings: { finance: { providers: ['monthly'] } } }) });
      expect(screen.getByText('$615', { exact: false })).toHaveTextContent('$615 per month');
      expect(estimateFacts()).not.toHaveProperty('Deposit');
    });

    it('shows the recent-years estimate for a car 12 years old, not for one 13 years old (test clock 2026)', () => {
      const site = (year: number) => vehiclePageSite(financedCorolla({ year }), { settings: { finance: { providers: ['weekly-recent-years'] } } });
      const { unmount } = renderBlock(financeEstimate, {}, { site: site(2014) });
      expect(screen.getByText('per week')).toBeInTheDocument();
      unmount();
      renderBlock(financeEstimate, {}, { site: site(2013) });
      expect(screen.queryByText('per week')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get Finance' })).toBeInTheDocument();
    });

    it('shows the estimate for a price of 501, not 500', () => {
      const { unmount } = renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla({ price: 501 })) });
      expect(screen.getByText('per week')).toBeInTheDocument();
      unmount();
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla({ price: 500 })) });
      expect(screen.queryByText('per week')).not.toBeInTheDocument();
    });

    it('shows no estimate when the lender gave no comparison rate, and tells the marketer why', () => {
      const car = financedCorolla({ finance_lenders: { weekly: testLender({ comparisonRate: null }) } });
      const { unmount } = renderBlock(financeEstimate, {}, { site: vehiclePageSite(car) });
      expect(screen.queryByText('per week')).not.toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      unmount();
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(car, { mode: 'editor' }) });
      expect(screen.getByRole('note')).toHaveTextContent('The lender gave no interest rate or comparison rate for this car.');
    });

    it('shows nothing at all for a sold car or a dealer excluded from finance', () => {
      const sold = renderBlock(financeEstimate, {}, { site: vehiclePageSite(soldCx5({ finance_lenders: { weekly: testLender() } })) });
      showsNothing(sold.container);
      const excluded = renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla(), { settings: { finance: { excluded: true } } }) });
      showsNothing(excluded.container);
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla(), { settings: { finance: { excluded: true } }, mode: 'editor' }) });
      expect(screen.getByRole('note')).toHaveTextContent('Finance estimates are turned off for this dealer');
    });
  });

  describe('the Get Finance button (spec detail §2 routes, §9 captions)', () => {
    it('says Get Pre-Approved Now and goes to the finance route with car_id, car_type and #finance-form', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla()) });
      expect(screen.getByText('Get Pre-Approved Now')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get Finance' })).toHaveAttribute('href', '/sites/bayside-motors/finance?car_id=4101&car_type=used#finance-form');
    });

    it('uses the dealer’s wording and route', () => {
      const site = vehiclePageSite(financedCorolla(), {
        texts: { financeButton: 'Apply for Finance', preApprovedCta: 'Know your budget' },
        settings: { routes: { finance: '/apply-for-finance' } },
      });
      renderBlock(financeEstimate, {}, { site });
      expect(screen.getByText('Know your budget')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Apply for Finance' })).toHaveAttribute('href', '/sites/bayside-motors/apply-for-finance?car_id=4101&car_type=used#finance-form');
    });

    it('goes to personalised finance for dealers that use it', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(financedCorolla(), { settings: { finance: { personalisedFinance: true } } }) });
      expect(screen.getByRole('link', { name: 'Get Finance' })).toHaveAttribute('href', '/sites/bayside-motors/personalised/finance?car_id=4101');
    });
  });

  describe('the repayment calculator', () => {
    const calculator = () => within(screen.getByRole('heading', { name: 'Repayment calculator' }).closest('section')!);
    const result = (term: string) => calculator().getByText(term).nextElementSibling?.textContent;

    it('starts from the car’s price, a 10% deposit, 5 years and 8.5%, under a heading one level below', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(corolla()) });
      expect(screen.getByRole('heading', { level: 3, name: 'Repayment calculator' })).toBeInTheDocument();
      expect(calculator().getByLabelText('Car price ($)')).toHaveValue(34_990);
      expect(calculator().getByLabelText('Deposit ($)')).toHaveValue(3_499);
      expect(calculator().getByLabelText('Loan term (years)')).toHaveValue(5);
      expect(calculator().getByLabelText('Interest rate (% p.a.)')).toHaveValue(8.5);
      expect(result('Amount borrowed')).toBe('$31,491');
      expect(result('Monthly repayment')).toBe('$646.09');
      expect(result('Weekly repayment')).toBe('$148.77');
    });

    it('starts from the dealer’s own interest rate', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(corolla(), { settings: { finance: { defaultInterestRate: 6.5 } } }) });
      expect(calculator().getByLabelText('Interest rate (% p.a.)')).toHaveValue(6.5);
      expect(result('Monthly repayment')).toBe('$616.16');
    });

    it('recalculates as the shopper types, a deposit covering the price owing nothing and a blank deposit counting as 0', () => {
      renderBlock(financeEstimate, {}, { site: vehiclePageSite(corolla()) });
      fireEvent.change(calculator().getByLabelText('Deposit ($)'), { target: { value: '40000' } });
      expect(result('Monthly repayment')).toBe('$0');
      fireEvent.change(calculator().getByLabelText('Deposit ($)'), { target: { value: '' } });
      expect(result('Amount borrowed')).toBe('$34,990');
      fireEvent.change(calculator().getByLabelText('Car price ($)'), { target: { value: '30000' } });
      expect(result('Monthly repayment')).toBe('$615.50');
    });

    it('is left out when the marketer turns it off', () => {
      renderBlock(financeEstimate, { showCalculator: false }, { site: vehiclePageSite(corolla()) });
      expect(screen.queryByRole('heading', { name: 'Repayment calculator' })).not.toBeInTheDocument();
    });

    it('keeps headings in order inside a section: 3 for the block, 4 for the calculator', () => {
      renderBlock(financeEstimate, { headingLevel: 3 }, { site: vehiclePageSite(corolla()) });
      expect(screen.getByRole('heading', { level: 3, name: 'Finance estimate' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 4, name: 'Repayment calculator' })).toBeInTheDocument();
    });
  });
});
