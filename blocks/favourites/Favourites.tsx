import { Box, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { SAVED_CARS_API_PATH } from '../../runtime/client/saved-cars-api';
import { isFeatureEnabled } from '../../runtime/rules/favourite-eligibility';
import { COMPARE_PAGE_PATH } from '../kit/vehicle-card/compare-store';
import { watchlistLinks } from '../kit/vehicle-card/WatchlistLinks';
import { FavouriteCars } from './islands.client';
import type { FavouritesProps } from './schema';

export const FAVOURITES_OFF_TEXT = 'Saving favourites is not available on this site.';

/** The favourites page. The list lives in the browser, so it is drawn there; the cars' facts today come from the site. */
export function Favourites({ id, props, site }: BlockRenderInput<FavouritesProps, undefined>) {
  const { dealer, settings, texts } = site.document;
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={960} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={1}>
          {props.heading}
        </Title>
        {isFeatureEnabled('favourites', settings) ? (
          <FavouriteCars
            id={id}
            dealerSlug={dealer.slug}
            basePath={site.basePath}
            savedCarsUrl={site.href(SAVED_CARS_API_PATH)}
            noPriceText={texts.noPrice}
            compareHref={isFeatureEnabled('compare', settings) ? site.href(COMPARE_PAGE_PATH) : undefined}
            watchlist={settings.watchlist.enabled ? watchlistLinks(site) : undefined}
            texts={{ empty: props.emptyText, move: props.moveText, listName: props.heading }}
            browse={{ label: props.browseText, href: site.href(props.browseHref) }}
          />
        ) : (
          <Text>{FAVOURITES_OFF_TEXT}</Text>
        )}
      </Stack>
    </Box>
  );
}
