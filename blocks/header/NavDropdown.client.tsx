'use client';
import { Menu, UnstyledButton } from '@mantine/core';
import { Fragment, useState } from 'react';
import { BrandLogo } from './BrandHeading';
import type { MenuBrand, MenuLink } from './header-menu';
import { ChevronDownIcon } from './icons';

interface NavDropdownProps {
  label: string;
  /** The brands' models, each under its logo and name, before the links. */
  brands?: MenuBrand[];
  links: MenuLink[];
}

/**
 * Opens on click, Enter, Space or hover; arrow keys move through the links
 * and Escape closes it and puts focus back on the button. Without Mantine's
 * focus placeholder: an element that is not an item inside a menu breaks
 * the menu's ARIA contract (axe: aria-required-children).
 *
 * The list is rendered once the shopper first points at or focuses the
 * button: closed, its portal and transition still mount and set state as
 * they do (see use-overlay.ts). Rendered before the menu opens, so it sees
 * the opening and can give focus back to the button on Escape.
 */
export function NavDropdown({ label, brands = [], links }: NavDropdownProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <Menu trigger="click-hover" position="bottom-start" loop shadow="md" withInitialFocusPlaceholder={false} onOpen={want}>
      <Menu.Target>
        <UnstyledButton onFocus={want} onPointerEnter={want} px="sm" py="xs" style={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 500 }}>
          {label}
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      {wanted && (
        <Menu.Dropdown>
          {brands.map((brand, index) => (
            <Fragment key={brand.name}>
              {index > 0 && <Menu.Divider role="separator" />}
              {/* A menu holds only items and separators (a divider says it is one): the brand's logo leads its first item ("All Toyota"), its models follow, indented. */}
              {brand.links.map((link, linkIndex) => (
                <Menu.Item
                  key={link.href}
                  component="a"
                  href={link.href}
                  rel={link.rel}
                  leftSection={linkIndex === 0 ? <BrandLogo url={brand.logoUrl} /> : undefined}
                  pl={linkIndex === 0 ? undefined : 52}
                  fw={linkIndex === 0 ? 600 : undefined}
                >
                  {link.label}
                </Menu.Item>
              ))}
            </Fragment>
          ))}
          {brands.length > 0 && links.length > 0 && <Menu.Divider role="separator" />}
          {links.map((link) => (
            <Menu.Item key={`${link.label} ${link.href}`} component="a" href={link.href} rel={link.rel}>
              {link.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </Menu>
  );
}
