import { Anchor, Box, Group } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { dealerPhones } from '../kit/site-links/dealer-phones';
import { DrawerNav } from './DrawerNav';
import { headerMenuOf } from './header-menu';
import { MainNav } from './MainNav';
import { MenuDrawer, PhoneDrawer } from './islands.client';
import { PhoneList } from './PhoneList';
import type { HeaderProps } from './schema';

/** Phones first: below the md breakpoint the menu folds into a drawer behind the burger. */
export function Header({ props, site }: BlockRenderInput<HeaderProps, undefined>) {
  const { dealer, theme } = site.document;
  const menu = headerMenuOf(site);
  const phones = props.showPhones ? dealerPhones(dealer.phones, props.phoneLabels) : [];
  return (
    <Box component="header" bg={theme.headerBackground} c={theme.headerText}>
      <Group justify="space-between" wrap="nowrap" gap="md" px="md" py="xs" maw={1320} mx="auto">
        <Anchor href={site.href('/')} c="inherit" underline="never" fw={700} fz="lg" style={{ flexShrink: 0 }}>
          {dealer.logo ? <img src={dealer.logo.url} alt={dealer.name} style={{ display: 'block', height: 40, width: 'auto' }} /> : dealer.name}
        </Anchor>
        <Box component="nav" aria-label="Main" visibleFrom="md">
          <MainNav menu={menu} moreLabel={props.moreLabel} />
        </Box>
        <Group gap="xs" wrap="nowrap">
          {phones.length > 0 && (
            <PhoneDrawer label={props.phoneButtonLabel}>
              <PhoneList phones={phones} />
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
