import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineThemeFor } from '../runtime/render/mantine-theme';
import { item, searchAnswer } from './kit/search/test-support/answers';
import { pageSearch } from './kit/search/test-support/render-search';
import { corolla, rav4Offer } from './kit/test-support/cars';
import { testSiteContext } from './kit/test-support/site-context';
import searchFilters from './search-filters/index';
import { searchFiltersDefaults } from './search-filters/schema';
import searchResults from './search-results/index';
import { searchResultsDefaults } from './search-results/schema';

describe('the search page on the server', () => {
  it('draws the first page of cars, the count, page links and the filters into the HTML, so a shared address needs no script', () => {
    const site = testSiteContext();
    const data = pageSearch(searchAnswer({ hits: [corolla(), rav4Offer()], count: 30, facets: { make: [item('Toyota', 30)] } }), 'make=Toyota');
    const html = renderToString(
      createElement(
        MantineProvider,
        { theme: mantineThemeFor(site.document.theme) },
        searchFilters.component({ id: 'filters', props: searchFiltersDefaults, data, site, slots: {} }),
        searchResults.component({ id: 'results', props: searchResultsDefaults, data, site, slots: {} }),
      ),
    );
    expect(html).toContain('2024 Toyota Corolla SX');
    expect(html).toContain('2025 Toyota RAV4 GX Hybrid');
    expect(html).toContain('30 cars');
    expect(html).toContain('href="/sites/bayside-motors?make=Toyota&amp;page=2"');
    expect(html).toContain('Toyota (30)');
    expect(html).toContain('Filter cars');
  });
});
