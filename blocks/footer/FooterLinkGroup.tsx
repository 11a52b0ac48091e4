import { Text } from '../../runtime/render/ui';
import type { ReactNode } from 'react';

export interface FooterLink {
  label: string;
  href: string;
  rel?: string;
  icon?: ReactNode;
}

/** A column of links, styled by class (footer.css): a footer repeats dozens on every page. */
export function FooterLinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} rel={link.rel} className="mantine-focus-auto">
            {link.icon}
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function FooterGroupHeading({ children }: { children: ReactNode }) {
  return (
    <Text component="h2" fz="md" fw={700} mb="sm">
      {children}
    </Text>
  );
}
