import type { MenuBrand, MenuLink } from './header-menu';

export interface NavDropdownProps {
  label: string;
  /** The brands' models, each under its logo and name, before the links. */
  brands?: MenuBrand[];
  links: MenuLink[];
}

/**
 * How the shopper first reached the button, which says how its menu starts
 * once mounted: open under a mouse that is still over it, as hovering
 * would open it, and where it was pressed (a screen reader may press a
 * button it never focused), the focus then inside it; closed after a touch
 * (the tap's own click opens it) or a mouse that has moved on; closed with
 * the focus on its button where the first button had the focus.
 */
export type Reached = 'hovered' | 'pointed' | 'focused' | 'pressed';

/** The button's look, the same before and after its menu mounts. */
export const NAV_BUTTON_STYLE = { color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 500 } as const;
