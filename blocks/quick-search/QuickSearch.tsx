import { Box, Paper, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import type { QuickSearchData } from './load';
import { QuickSearchForm, RecentSearches } from './islands.client';
import type { QuickSearchProps } from './schema';

export function QuickSearch({ id, props, data, site }: BlockRenderInput<QuickSearchProps, QuickSearchData>) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Paper withBorder radius="md" p="md">
        <Title id={headingId} order={props.headingLevel} fz="xl" mb="sm">
          {props.heading}
        </Title>
        <QuickSearchForm action={site.href(props.searchPath)} buttonLabel={props.buttonLabel} carTypes={data.carTypes} makes={data.makes} makeModels={data.makeModels} />
        <RecentSearches dealerSlug={site.document.dealer.slug} heading={props.recentHeading} headingLevel={(props.headingLevel + 1) as 3 | 4} />
      </Paper>
    </Box>
  );
}
