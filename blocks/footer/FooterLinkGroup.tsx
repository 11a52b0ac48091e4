import { Anchor, Stack, Text } from '../../runtime/render/ui';
import type { ReactNode } from 'react';

export interface FooterLink {
  label: string;
  href: string;
  rel?: string;
  icon?: ReactNode;
}

export function FooterLinkList({ links }: { links: FooterLink[] }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {links.map((link) => (
        <li key={link.href}>
          <Anchor href={link.href} rel={link.rel} c="inherit" underline="always" fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            {link.icon}
            {link.label}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

export function FooterGroupHeading({ children }: { children: ReactNode }) {
  return (
    <Text component="h2" fz="md" fw={700} mb="sm">
      {children}
    </Text>
  );
}
