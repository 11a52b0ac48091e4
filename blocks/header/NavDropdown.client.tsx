'use client';
import { Menu, UnstyledButton } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
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
 * How the shopper first reached the button, which says how its menu starts
 * once mounted: open where a mouse hovers it or it was pressed (a screen
 * reader may press a button it never focused), with the focus on its button
 * where the first button had it. A touch opens it by the tap's own click.
 */
type Reached = 'focus' | 'mouse' | 'touch' | 'press';

const BUTTON_STYLE = { color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 500 } as const;

/**
 * Opens on click, Enter, Space or hover; arrow keys move through the links
 * and Escape closes it and puts focus back on the button.
 *
 * Until the shopper first points at or focuses the button, it is the button
 * alone, with the attributes the menu gives it: a mounted Mantine menu,
 * closed, sets its positioning's state from its button's ref as it mounts,
 * and React renders that at once, in the same task as the page's hydration
 * (with every effect waiting behind it): on a phone, one long task that held
 * the page up. Then the menu mounts round a button of its own (React
 * replaces the element), and starts as the shopper's first move asks.
 */
export function NavDropdown(props: NavDropdownProps) {
  const [reached, setReached] = useState<Reached | null>(null);
  if (reached) return <NavMenu {...props} reached={reached} />;
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => setReached('focus')}
      onClick={() => setReached('press')}
      onPointerEnter={(event) => setReached(event.pointerType === 'mouse' ? 'mouse' : 'touch')}
      px="sm"
      py="xs"
      style={BUTTON_STYLE}
    >
      {props.label}
      <ChevronDownIcon />
    </UnstyledButton>
  );
}

/**
 * Without Mantine's focus placeholder: an element that is not an item inside
 * a menu breaks the menu's ARIA contract (axe: aria-required-children).
 */
function NavMenu({ label, brands = [], links, reached }: NavDropdownProps & { reached: Reached }) {
  const button = useRef<HTMLButtonElement>(null);
  // Before the browser paints or takes the next key: the button that had the focus is gone.
  useLayoutEffect(() => {
    if (reached === 'focus' || reached === 'press') button.current?.focus();
  }, [reached]);
  return (
    <Menu trigger="click-hover" position="bottom-start" loop shadow="md" withInitialFocusPlaceholder={false} defaultOpened={reached === 'mouse' || reached === 'press'}>
      <Menu.Target>
        <UnstyledButton ref={button} px="sm" py="xs" style={BUTTON_STYLE}>
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
