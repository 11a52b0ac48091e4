'use client';
import { Menu, UnstyledButton } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { BrandLogo } from './BrandHeading';
import { ChevronDownIcon } from './icons';
import { NAV_BUTTON_STYLE, type NavDropdownProps, type Reached } from './nav-dropdown';

/**
 * Without Mantine's focus placeholder: an element that is not an item inside
 * a menu breaks the menu's ARIA contract (axe: aria-required-children).
 */
export function NavMenu({ label, brands = [], links, reached }: NavDropdownProps & { reached: Reached }) {
  const button = useRef<HTMLButtonElement>(null);
  // Before the browser paints or takes the next key: the button that had the focus is gone.
  useLayoutEffect(() => {
    if (reached === 'focused' || reached === 'pressed') button.current?.focus();
  }, [reached]);
  return (
    <Menu trigger="click-hover" position="bottom-start" loop shadow="md" withInitialFocusPlaceholder={false} defaultOpened={reached === 'hovered' || reached === 'pressed'}>
      <Menu.Target>
        <UnstyledButton ref={button} px="sm" py="xs" style={NAV_BUTTON_STYLE}>
          {label}
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
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
    </Menu>
  );
}
