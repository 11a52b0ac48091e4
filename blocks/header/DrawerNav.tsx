import { Stack, Text } from '../../runtime/render/ui';
import { BrandHeading } from './BrandHeading';
import type { HeaderMenu, MenuEntry, MenuLink } from './header-menu';

interface DrawerNavProps {
  menu: HeaderMenu;
  moreLabel: string;
}

function LinkList({ links }: { links: MenuLink[] }) {
  if (links.length === 0) return null;
  // Styled by class (header.css): a dealer group's menu laid open is dozens of links, in every page's payload.
  return (
    <ul className="drawer-nav-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} rel={link.rel} className="mantine-focus-auto">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The whole menu laid open for phones: dropdowns become headed groups, so nothing hides behind a second tap. */
export function DrawerNav({ menu, moreLabel }: DrawerNavProps) {
  const isDropdown = (entry: MenuEntry) => entry.children.length > 0 || entry.brands.length > 0;
  const groups: MenuEntry[] = [...menu.entries.filter(isDropdown), ...(menu.more.length > 0 ? [{ label: moreLabel, children: menu.more, brands: [] }] : [])];
  const topLinks: MenuLink[] = menu.entries.flatMap((entry) => (entry.link && !isDropdown(entry) ? [{ label: entry.label, ...entry.link }] : []));
  return (
    <nav aria-label="Main">
      <Stack gap="lg">
        <LinkList links={topLinks} />
        {groups.map((group) => (
          <section key={group.label} aria-label={group.label}>
            <Text component="h2" fz="sm" fw={700} tt="uppercase" mb={4}>
              {group.label}
            </Text>
            {group.brands.map((brand) => (
              <section key={brand.name} aria-label={brand.name}>
                <Text component="h3" fz="sm" fw={600} mt="xs">
                  <BrandHeading name={brand.name} logoUrl={brand.logoUrl} />
                </Text>
                <LinkList links={brand.links} />
              </section>
            ))}
            <LinkList links={group.link ? [{ label: group.label, ...group.link }, ...group.children] : group.children} />
          </section>
        ))}
      </Stack>
    </nav>
  );
}
