import { Anchor, Box, Group } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { pictureSources } from '../../runtime/render/picture-sources';
import { isFeatureEnabled } from '../../runtime/rules/favourite-eligibility';
import { FAVOURITES_PATH } from '../../runtime/rules/favourites';
import { phonesAreMasked } from '../../runtime/rules/phone-mask';
import { dealerPhones } from '../kit/site-links/dealer-phones';
import { SIGN_OUT_API_PATH, watchlistLinks } from '../kit/vehicle-card/WatchlistLinks';
import { DrawerNav } from './DrawerNav';
import { headerMenuOf } from './header-menu';
import { MainNav } from './MainNav';
import { MenuDrawer, PhoneDrawer, SavedCarsLink } from './islands.client';
import { PhoneList } from './PhoneList';
import type { HeaderData } from './load';
import type { HeaderProps } from './schema';

/** Phones first: below the md breakpoint the menu folds into a drawer behind the burger. */
export function Header({ props, site, data }: BlockRenderInput<HeaderProps, HeaderData | undefined>) {
  const { dealer, theme, settings } = site.document;
  const menu = headerMenuOf(site, data?.brands);
  const phones = props.showPhones ? dealerPhones(dealer.phones, props.phoneLabels) : [];
  const favourites = isFeatureEnabled('favourites', settings) ? { href: site.href(FAVOURITES_PATH), label: props.favouritesLabel } : undefined;
  const watchlist = settings.watchlist.enabled
    ? { ...watchlistLinks(site), label: props.watchlistLabel, signOutUrl: site.href(SIGN_OUT_API_PATH), signOutLabel: props.signOutLabel }
    : undefined;
  return (
    <Box component="header" bg={theme.headerBackground} c={theme.headerText}>
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="xs" maw={1320} mx="auto">
        {/* The logo gives way on a narrow phone, so the buttons beside it never push the page sideways. */}
        <Anchor href={site.href('/')} c="inherit" underline="never" fw={700} fz="lg" lh={1.2} style={{ flex: '0 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {dealer.logo ? (
            <img
              // 40 pixels tall: a wide logo is a few hundred wide, twice that on a sharp screen.
              {...pictureSources(site, dealer.logo.url, '320px', 640)}
              alt={dealer.name}
              style={{ display: 'block', height: 40, width: 'auto', maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' }}
            />
          ) : (
            dealer.name
          )}
        </Anchor>
        <Box component="nav" aria-label="Main" visibleFrom="md">
          <MainNav menu={menu} moreLabel={props.moreLabel} />
        </Box>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {props.showSavedCars && (favourites || watchlist) && <SavedCarsLink dealerSlug={dealer.slug} favourites={favourites} watchlist={watchlist} />}
          {phones.length > 0 && (
            <PhoneDrawer label={props.phoneButtonLabel}>
              <PhoneList phones={phones} masked={phonesAreMasked(settings)} />
            </PhoneDrawer>
          )}
          <Box hiddenFrom="md">
            <MenuDrawer label={props.menuLabel}>
              <DrawerNav menu={menu} moreLabel={props.moreLabel} />
            </MenuDrawer>
          </Box>
        </Group>
      </Group>
    </Box>
  );
}
