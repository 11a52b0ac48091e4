import type { BlockRenderInput } from '../../runtime/block-types';
import type { PageSearch } from '../kit/search/page-search';
import type { SearchFiltersProps } from './schema';
import { SearchFiltersView } from './islands.client';

export function SearchFilters({ id, props, data, site }: BlockRenderInput<SearchFiltersProps, PageSearch>) {
  return (
    <SearchFiltersView
      id={id}
      heading={props.heading}
      setup={{ endpoint: site.href('/api/search'), fixedFilters: data.fixedFilters }}
      initial={{ key: data.queryString, answer: data.answer }}
      serverQueryString={data.queryString}
      makeList={site.document.settings.makeList}
      sections={props.filters}
      showMeLabel={props.showMeLabel}
      words={{ keywordLabel: props.keywordLabel, showAllMakesLabel: props.showAllMakesLabel, clearLabel: props.clearLabel }}
    />
  );
}
