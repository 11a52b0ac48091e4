import { Box, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { isFeatureEnabled } from '../../runtime/rules/favourite-eligibility';
import { CompareTable } from './islands.client';
import type { CompareCarsProps } from './schema';

export const COMPARE_OFF_TEXT = 'Comparing cars is not available on this site.';

export function CompareCars({ id, props, site }: BlockRenderInput<CompareCarsProps, undefined>) {
  const { dealer, settings, texts } = site.document;
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={1}>
          {props.heading}
        </Title>
        {isFeatureEnabled('compare', settings) ? (
          <CompareTable
            dealerSlug={dealer.slug}
            texts={{ noPrice: texts.noPrice }}
            carHrefs={{ prefix: site.href('/cars/') }}
            emptyText={props.emptyText}
            browse={{ label: props.browseText, href: site.href(props.browseHref) }}
            tableLabel={`${props.heading}: table`}
          />
        ) : (
          <Text>{COMPARE_OFF_TEXT}</Text>
        )}
      </Stack>
    </Box>
  );
}
