import { DEFAULT_THEME } from '@mantine/core';
import { selectAtom } from 'jotai/utils';
import { MANTINE_COLOURS } from '../../schemas/theme';
import { documentAtom } from './editor-store';

/** The colours a marketer picks from: the dealer's own, then the built-in ones, each with its shades. */
export interface ThemeColours {
  /** The dealer's own colour names (theme.palette), in the order they were added. */
  own: string[];
  /** Every colour name with its ten shades, lightest first. */
  shades: Readonly<Record<string, readonly string[]>>;
  /** The shades of the site's main colour, and the header's and footer's colours: a colour field's swatches. */
  swatches: string[];
}

/** Mantine's own colours never change: made once, not on every edit of the document. */
const BUILT_IN_SHADES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(MANTINE_COLOURS.map((name) => [name, [...DEFAULT_THEME.colors[name]]]));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The site's palette as the colour fields show it. The same object while
 * blocks are edited, so typing in a block re-renders no colour field.
 */
export const themeColoursAtom = selectAtom(
  documentAtom,
  (document): ThemeColours => {
    const theme = document.theme ?? {};
    const palette = theme.palette ?? {};
    const shades: Record<string, readonly string[]> = { ...BUILT_IN_SHADES, ...palette };
    const main = shades[theme.primaryColor ?? 'blue'] ?? [];
    const chrome = [theme.headerBackground, theme.headerText, theme.footerBackground, theme.footerText].filter((colour): colour is string => typeof colour === 'string');
    return { own: Object.keys(palette), shades, swatches: [...new Set([...main, ...chrome])] };
  },
  (a, b) => sameList(a.own, b.own) && sameList(a.swatches, b.swatches) && a.own.every((name) => sameList(a.shades[name] ?? [], b.shades[name] ?? [])),
);
