import { Anchor, Stack, Text } from '@mantine/core';
import type { HeaderMenu, MenuLink } from './header-menu';

interface DrawerNavProps {
  menu: HeaderMenu;
  moreLabel: string;
}

function LinkList({ links }: { links: MenuLink[] }) {
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {links.map((link) => (
        <li key={link.href}>
          <Anchor href={link.href} rel={link.rel} c="inherit" display="block" py={8}>
            {link.label}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/** The whole menu laid open for phones: dropdowns become headed groups, so nothing hides behind a second tap. */
export function DrawerNav({ menu, moreLabel }: DrawerNavProps) {
  const groups = [...menu.entries.filter((entry) => entry.children.length > 0), ...(menu.more.length > 0 ? [{ label: moreLabel, children: menu.more, link: undefined }] : [])];
  const topLinks: MenuLink[] = menu.entries.flatMap((entry) => (entry.link && entry.children.length === 0 ? [{ label: entry.label, ...entry.link }] : []));
  return (
    <nav aria-label="Main">
      <Stack gap="lg">
        <LinkList links={topLinks} />
        {groups.map((group) => (
          <section key={group.label} aria-label={group.label}>
            <Text component="h2" fz="sm" fw={700} tt="uppercase" mb={4}>
              {group.label}
            </Text>
            <LinkList links={group.link ? [{ label: group.label, ...group.link }, ...group.children] : group.children} />
          </section>
        ))}
      </Stack>
    </nav>
  );
}
