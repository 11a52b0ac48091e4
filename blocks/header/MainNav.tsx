import { Anchor, Group } from '../../runtime/render/ui';
import type { HeaderMenu, MenuLink } from './header-menu';
import { NavDropdown } from './islands.client';

interface MainNavProps {
  menu: HeaderMenu;
  moreLabel: string;
}

/** The wide-screen menu: plain links stay server-rendered, only dropdowns ship script. */
export function MainNav({ menu, moreLabel }: MainNavProps) {
  return (
    <Group component="ul" gap={0} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
      {menu.entries.map((entry) => {
        if (entry.children.length > 0 || entry.brands.length > 0) {
          const links: MenuLink[] = entry.link ? [{ label: entry.label, ...entry.link }, ...entry.children] : entry.children;
          return (
            <li key={entry.label}>
              <NavDropdown label={entry.label} brands={entry.brands} links={links} />
            </li>
          );
        }
        return entry.link ? (
          <li key={entry.label}>
            <Anchor href={entry.link.href} rel={entry.link.rel} c="inherit" fw={500} px="sm" py="xs" display="inline-block">
              {entry.label}
            </Anchor>
          </li>
        ) : null;
      })}
      {menu.more.length > 0 && (
        <li>
          <NavDropdown label={moreLabel} links={menu.more} />
        </li>
      )}
    </Group>
  );
}
