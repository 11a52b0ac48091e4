import type { FromSchema } from 'json-schema-to-ts';
import { FINANCE_DISCLAIMER } from '../../runtime/rules/finance-estimate';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const financeEstimateSchema = {
  type: 'object',
  title: 'Finance estimate',
  description: "The car's weekly or monthly finance estimate from the dealer's lender, a repayment calculator and the Get Finance button.",
  additionalProperties: false,
  required: ['heading', 'disclaimer'],
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Finance estimate' },
    headingLevel: headingLevelField([2, 3], 2, '2 for a block of its own on the page, 3 inside a section with its own heading. The calculator’s heading is one below.'),
    showCalculator: {
      type: 'boolean',
      title: 'Show the repayment calculator',
      description: 'Shoppers try their own price, deposit, term and rate; it starts from this car’s price and the dealer’s interest rate.',
      default: true,
    },
    calculatorHeading: { type: 'string', title: 'Calculator heading', minLength: 1, maxLength: 120, default: 'Repayment calculator' },
    disclaimer: {
      type: 'string',
      title: 'Disclaimer',
      description: "Shown under the estimate, before the lender's own disclaimer.",
      minLength: 1,
      maxLength: 600,
      default: FINANCE_DISCLAIMER,
    },
  },
} as const;

export type FinanceEstimateProps = FromSchema<typeof financeEstimateSchema>;

export const financeEstimateDefaults = defaultsOf(financeEstimateSchema);
