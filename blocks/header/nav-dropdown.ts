import type { MenuBrand, MenuLink } from './header-menu';

export interface NavDropdownProps {
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
export type Reached = 'focus' | 'mouse' | 'touch' | 'press';

/** The button's look, the same before and after its menu mounts. */
export const NAV_BUTTON_STYLE = { color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 500 } as const;
