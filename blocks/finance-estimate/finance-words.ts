import { formatDayMonthYear } from '../../runtime/rules/australian-date';
import {
  FINANCE_MAX_AGE_YEARS,
  FINANCE_MINIMUM_PRICE,
  type FinanceEstimate,
  type FinanceRefusal,
  formatPercent,
  formatYearlyRate,
  type PaymentPeriod,
} from '../../runtime/rules/finance-estimate';
import { formatAud } from '../../runtime/rules/price-display';

export const PERIOD_WORDS: Readonly<Record<PaymentPeriod, string>> = { week: 'per week', month: 'per month' };

/** The estimate's facts as a shopper reads them, in order. */
export function estimateFacts(estimate: FinanceEstimate): { term: string; detail: string }[] {
  return [
    { term: 'Interest rate', detail: formatYearlyRate(estimate.interestRate) },
    {
      term: 'Comparison rate',
      detail: `${formatYearlyRate(estimate.comparisonRate)} on a ${formatAud(estimate.comparisonRateLoan)} loan over ${estimate.termYears} years`,
    },
    { term: 'Term', detail: `${estimate.termYears} years` },
    ...(estimate.deposit ? [{ term: 'Deposit', detail: `${formatPercent(estimate.deposit.share * 100)} (${formatAud(estimate.deposit.amount)})` }] : []),
    { term: 'Offer valid until', detail: formatDayMonthYear(estimate.validUntil) },
  ];
}

/** For the marketer in the editor: why this car shows no lender estimate. */
export const REFUSAL_NOTES: Readonly<Record<FinanceRefusal, string>> = {
  'dealer-excluded': 'Finance estimates are turned off for this dealer (Settings › Finance › excluded), so shoppers see nothing here.',
  unavailable: 'This car is not available (sold), so shoppers see no finance here.',
  'no-lender': 'This car has no estimate from the finance providers this dealer uses (Settings › Finance › providers). Shoppers see the calculator and the button only.',
  'no-rates': 'The lender gave no interest rate or comparison rate for this car. Shoppers see the calculator and the button only.',
  'too-old': `This car is more than ${FINANCE_MAX_AGE_YEARS} years old for the lender. Shoppers see the calculator and the button only.`,
  'price-too-low': `The lender's estimate needs a price over ${formatAud(FINANCE_MINIMUM_PRICE)}. Shoppers see the calculator and the button only.`,
  'no-weekly-payment': 'The lender gave no weekly payment for this car. Shoppers see the calculator and the button only.',
  'no-monthly-payment': 'The lender gave no monthly payment for this car. Shoppers see the calculator and the button only.',
};
