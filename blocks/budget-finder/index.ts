import { defineBlock } from '../../runtime/block-types';
import { BudgetFinder } from './BudgetFinder';
import { type BudgetFinderData, loadBudgetFinder } from './load';
import { budgetFinderDefaults, budgetFinderSchema } from './schema';

export default defineBlock<typeof budgetFinderSchema, BudgetFinderData>({
  type: 'budget-finder',
  label: 'Budget finder',
  category: 'search',
  description:
    'Find cars for your budget: a budget typed in or worked out from weekly or monthly repayments over 5 years and a deposit, body type tiles with live counts, and a price slider, each opening the search page. Counts only cars priced above $1,000.',
  schema: budgetFinderSchema,
  defaults: budgetFinderDefaults,
  load: loadBudgetFinder,
  component: BudgetFinder,
});
