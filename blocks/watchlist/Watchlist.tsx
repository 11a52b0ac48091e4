import { Box, Stack, Text, Title } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { WATCHLIST_PATH } from '../../runtime/rules/watchlist';
import { watchlistLinks } from '../kit/vehicle-card/WatchlistLinks';
import type { WatchlistProps } from './schema';
import { WatchlistCars } from './islands.client';

export const WATCHLIST_OFF_TEXT = 'This dealer does not offer a watchlist.';

export function Watchlist({ id, props, site }: BlockRenderInput<WatchlistProps, undefined>) {
  const headingId = `${id}-heading`;
  const links = watchlistLinks(site);
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={960} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={1}>
          {props.heading}
        </Title>
        {site.document.settings.watchlist.enabled ? (
          <WatchlistCars
            urls={links.urls}
            signInHref={links.signInHref}
            watchlistHref={site.href(WATCHLIST_PATH)}
            carHrefPrefix={site.href('/cars/')}
            texts={{ empty: props.emptyText, signedOut: props.signedOutText }}
            browse={{ label: props.browseText, href: site.href(props.browseHref) }}
          />
        ) : (
          <Text>{WATCHLIST_OFF_TEXT}</Text>
        )}
      </Stack>
    </Box>
  );
}
