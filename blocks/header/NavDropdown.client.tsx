'use client';
import { UnstyledButton } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { NAV_BUTTON_STYLE, type NavDropdownProps, type Reached } from './nav-dropdown';

type NavMenuComponent = ComponentType<NavDropdownProps & { reached: Reached }>;

/**
 * The menu's code, asked for once a page, when a menu is first wanted. Not
 * fetched ahead when the page is idle: running it there was a long task of
 * its own on a phone, for a menu most shoppers never open.
 */
let menuCode: Promise<NavMenuComponent> | undefined;
function loadNavMenu(): Promise<NavMenuComponent> {
  menuCode ??= import('./NavMenu.client')
    .then((module) => module.NavMenu)
    .catch((error: unknown) => {
      // Not kept: the shopper's next move asks again (offline for a moment, say).
      menuCode = undefined;
      throw error;
    });
  return menuCode;
}

/**
 * Opens on click, Enter, Space or hover; arrow keys move through the links
 * and Escape closes it and puts focus back on the button.
 *
 * Until the shopper first points at, focuses or presses the button, it is
 * the button alone, with the attributes the menu gives it, and the menu's
 * code (Mantine's Menu, Popover and floating-ui) is not run. A mounted
 * Mantine menu, even closed, sets its positioning's state from its button's
 * ref as it mounts, and React renders that at once, in the task that
 * commits the page's hydration, with every effect of the page flushed ahead
 * of it: on a phone, one long task that held the page up. Once the code is
 * there the menu mounts round a button of its own (React replaces the
 * element) and starts as the shopper's first move asks (NavMenu.client.tsx);
 * until then the first button stays, focus and all, and a press on it is
 * kept.
 */
export function NavDropdown(props: NavDropdownProps) {
  const [reached, setReached] = useState<Reached | null>(null);
  const [NavMenu, setNavMenu] = useState<NavMenuComponent | null>(null);

  useEffect(() => {
    if (!reached) return;
    let current = true;
    loadNavMenu().then(
      (menu) => current && setNavMenu(() => menu),
      () => current && setReached(null),
    );
    return () => {
      current = false;
    };
  }, [reached]);

  if (reached && NavMenu) return <NavMenu {...props} reached={reached} />;
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => setReached((first) => first ?? 'focused')}
      onClick={() => setReached((first) => (first === 'hovered' ? first : 'pressed'))}
      onPointerEnter={(event) => setReached((first) => first ?? (event.pointerType === 'mouse' ? 'hovered' : 'pointed'))}
      onPointerLeave={() => setReached((first) => (first === 'hovered' ? 'pointed' : first))}
      px="sm"
      py="xs"
      style={NAV_BUTTON_STYLE}
    >
      {props.label}
      <ChevronDownIcon />
    </UnstyledButton>
  );
}
