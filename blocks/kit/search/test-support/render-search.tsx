import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { BlockDefinition, SiteContext } from '../../../../runtime/block-types';
import { mantineThemeFor } from '../../../../runtime/render/mantine-theme';
import type { SearchAnswer } from '../../../../schemas/api/search';
import { testSiteContext } from '../../test-support/site-context';
import type { PageSearch } from '../page-search';
import { parseSearchQueryString, searchToQueryString } from '../../../../runtime/rules/search-query-string';

/** The loader's result for a page showing `answer` at `queryString`. */
export function pageSearch(answer: SearchAnswer, queryString = '', fixedFilters: PageSearch['fixedFilters'] = {}): PageSearch {
  const state = parseSearchQueryString(queryString).state;
  return { fixedFilters, addressName: '', addressFound: true, state, queryString: searchToQueryString(state), answer };
}

/**
 * Renders a search block as the page does, each test with its own jotai store
 * (the page's result cache) and the address bar set to the search.
 */
type SearchBlockOptions = { site?: SiteContext; path?: string; queryString?: string };

/** A search block as a page holds it, at the address it reads. */
export function searchBlockTree<Props, Data>(
  definition: Pick<BlockDefinition<Props, Data>, 'component'>,
  props: Props,
  data: Data,
  { site = testSiteContext(), path = '/search', queryString = '' }: SearchBlockOptions = {},
): ReactNode {
  window.history.replaceState(null, '', queryString ? `${path}?${queryString}` : path);
  const output: ReactNode = definition.component({ id: 'block', props, data, site, slots: {} });
  return (
    <Provider>
      <MantineProvider theme={mantineThemeFor(site.document.theme)} env="test">
        {output}
      </MantineProvider>
    </Provider>
  );
}

export function renderSearchBlock<Props, Data>(definition: Pick<BlockDefinition<Props, Data>, 'component'>, props: Props, data: Data, options: SearchBlockOptions = {}) {
  return render(searchBlockTree(definition, props, data, options));
}

/** A fetch standing in for POST /api/search, answering from a function of the request body. */
export function fakeSearchApi(
  answerFor: (body: { filters: Record<string, unknown>; sort: string; page: number; query: string; search_filters: Record<string, unknown> }) => SearchAnswer | Error,
) {
  return async (_url: string | URL | Request, init?: RequestInit) => {
    const answer = answerFor(JSON.parse(String(init?.body)));
    if (answer instanceof Error) return new Response('{"error":"down"}', { status: 500 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
