import { Box, Paper, Stack, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { BudgetPanel, PriceRangeSearch } from './islands.client';
import type { BudgetFinderData } from './load';
import type { BudgetFinderProps } from './schema';

/** Spec detail §2 "Budget finder": the budget panel, then the price slider. */
export function BudgetFinder({ id, props, data, site }: BlockRenderInput<BudgetFinderProps, BudgetFinderData>) {
  const headingId = `${id}-heading`;
  const searchPage = site.href(props.searchPath);
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Paper withBorder radius="md" p="md">
        <Stack gap="lg">
          <Title id={headingId} order={props.headingLevel} fz="xl">
            {props.heading}
          </Title>
          <BudgetPanel
            id={id}
            endpoint={site.href('/api/search')}
            searchPage={searchPage}
            initial={data.counts}
            words={{ viewButton: props.viewButtonText, noneFoundButton: props.noneFoundButtonText, noneFoundText: props.noneFoundText }}
          />
          <Stack gap="xs">
            <Title order={(props.headingLevel + 1) as 3 | 4} fz="lg">
              {props.priceHeading}
            </Title>
            <PriceRangeSearch searchPage={searchPage} dearest={data.counts.dearest} buttonText={props.priceButtonText} />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
