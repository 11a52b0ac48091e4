'use client';
import { Menu, UnstyledButton } from '@mantine/core';
import type { MenuLink } from './header-menu';
import { ChevronDownIcon } from './icons';

interface NavDropdownProps {
  label: string;
  links: MenuLink[];
}

/**
 * Opens on click, Enter, Space or hover; arrow keys move through the links
 * and Escape closes it and puts focus back on the button.
 */
export function NavDropdown({ label, links }: NavDropdownProps) {
  return (
    <Menu trigger="click-hover" position="bottom-start" loop shadow="md">
      <Menu.Target>
        <UnstyledButton px="sm" py="xs" style={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 500 }}>
          {label}
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={`${link.label} ${link.href}`} component="a" href={link.href} rel={link.rel}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
