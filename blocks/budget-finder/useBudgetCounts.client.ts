'use client';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { fetchSearch } from '../../runtime/client/search-api';
import { filtersFromRefinements } from '../../runtime/client/search-filters';
import { DEFAULT_BUDGET } from '../../runtime/rules/budget';
import { TEXT_SEARCH_DEBOUNCE_MS } from '../../runtime/rules/range-slider';
import { type ResultCache, readResult, storeResult } from '../../runtime/rules/result-cache';
import { searchToQueryString } from '../../runtime/rules/search-query-string';
import { BUDGET_FIXED_FILTERS, type BudgetCounts, budgetCounts, budgetSearch } from './budget-search';

const PANEL_HITS = 1;

/**
 * The counts for the budget and body chosen, live from POST /api/search (the
 * search page's own API, so they match /search). The budget is read 300 ms
 * after typing stops, as the search page reads its keyword; answers are
 * cached like the search page's (10, the least recently used dropped). While
 * the next answer loads, or if it fails, the last counts stay shown.
 */
export function useBudgetCounts(endpoint: string, budget: number, body: string | undefined, initial: BudgetCounts): BudgetCounts {
  const [settledBudget] = useDebouncedValue(budget, TEXT_SEARCH_DEBOUNCE_MS);
  const cache = useRef<ResultCache<BudgetCounts>>(storeResult([], searchToQueryString(budgetSearch(DEFAULT_BUDGET, undefined)), initial));
  const [shown, setShown] = useState(initial);

  useEffect(() => {
    const search = budgetSearch(settledBudget, body);
    const key = searchToQueryString(search);
    const cached = readResult(cache.current, key);
    if (cached.result !== undefined) {
      cache.current = cached.cache;
      setShown(cached.result);
      return undefined;
    }
    const request = new AbortController();
    fetchSearch(
      endpoint,
      { query: '', filters: filtersFromRefinements(search), search_filters: filtersFromRefinements(BUDGET_FIXED_FILTERS), hitsPerPage: PANEL_HITS, page: 1, sort: 'relevant' },
      request.signal,
    ).then(
      (answer) => {
        const counts = budgetCounts(answer);
        cache.current = storeResult(cache.current, key, counts);
        setShown(counts);
      },
      // A failed or superseded request leaves the last counts shown: stale counts beat none.
      () => undefined,
    );
    return () => request.abort();
  }, [endpoint, settledBudget, body]);

  return shown;
}
