import { Box, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { SAVED_CARS_API_PATH } from '../../runtime/client/saved-cars-api';
import { WATCHLIST_PATH } from '../../runtime/rules/watchlist';
import { SIGN_OUT_API_PATH, watchlistLinks } from '../kit/vehicle-card/WatchlistLinks';
import type { WatchlistProps } from './schema';
import { WatchlistCars } from './islands.client';

export const WATCHLIST_OFF_TEXT = 'This dealer does not offer a watchlist.';
/** Names the list for screen readers: the cars, not the page. */
export const SAVED_CARS_LIST_NAME = 'Saved cars';

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
            id={id}
            urls={links.urls}
            signInHref={links.signInHref}
            signOutUrl={site.href(SIGN_OUT_API_PATH)}
            watchlistHref={site.href(WATCHLIST_PATH)}
            savedCarsUrl={site.href(SAVED_CARS_API_PATH)}
            basePath={site.basePath}
            noPriceText={site.document.texts.noPrice}
            texts={{ empty: props.emptyText, signedOut: props.signedOutText, listName: SAVED_CARS_LIST_NAME }}
            browse={{ label: props.browseText, href: site.href(props.browseHref) }}
          />
        ) : (
          <Text>{WATCHLIST_OFF_TEXT}</Text>
        )}
      </Stack>
    </Box>
  );
}
