import type { LoadContext } from '../../runtime/block-types';
import { DEFAULT_BUDGET } from '../../runtime/rules/budget';
import { siteScope } from '../../runtime/site-scope';
import { BUDGET_FIXED_FILTERS, type BudgetCounts, budgetCounts, budgetSearch } from './budget-search';
import type { BudgetFinderProps } from './schema';

export interface BudgetFinderData {
  /** The counts for the budget the panel starts with, no body chosen: the page shows them before any script runs. */
  counts: BudgetCounts;
}

/** The search the panel opens with, run as POST /api/search runs it, one hit (the panel shows counts, not cars). */
export async function loadBudgetFinder(_props: BudgetFinderProps, ctx: LoadContext): Promise<BudgetFinderData> {
  const { document } = ctx.site;
  const answer = await ctx.data.search(siteScope(document), document.settings, budgetSearch(DEFAULT_BUDGET, undefined), {
    hitsPerPage: 1,
    fixedFilters: BUDGET_FIXED_FILTERS,
    now: ctx.site.now,
  });
  return { counts: budgetCounts(answer) };
}
