import { defineBlock } from '../../runtime/block-types';
import { FinanceEstimate } from './FinanceEstimate';
import { financeEstimateDefaults, financeEstimateSchema } from './schema';

export default defineBlock({
  type: 'finance-estimate',
  label: 'Finance estimate',
  category: 'finance',
  description:
    "The car's weekly or monthly estimate from the dealer's finance provider (when the lender quotes rates and the car qualifies), a repayment calculator, and the Get Finance button. For the vehicle page.",
  schema: financeEstimateSchema,
  defaults: financeEstimateDefaults,
  component: FinanceEstimate,
});
