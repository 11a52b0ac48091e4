import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Theme } from '../../schemas/theme';
import { isSafeColour, isSafeName, safeFontList } from './css-values';

const RADII = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * Mantine draws the close button of its dialogs and drawers with no name, so
 * a screen reader says only "button" (WCAG 4.1.2; axe's button-name). Every
 * one is named here, for the site's and the editor's themes. Plain objects,
 * not `Drawer.extend`, so a server component can hand them to its provider.
 */
export const NAMED_CLOSE_BUTTONS: MantineThemeOverride['components'] = {
  Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
};

/**
 * The dealer's theme in Mantine's terms; the same object the editor canvas
 * uses. Mantine writes it into a style element, so only values that cannot
 * leave their CSS rule get there (see css-values.ts).
 */
export function mantineThemeFor(theme: Theme): MantineThemeOverride {
  const colors: Record<string, MantineColorsTuple> = {};
  for (const [name, shades] of Object.entries(theme.palette ?? {})) {
    if (isSafeName(name) && Array.isArray(shades) && shades.length === 10 && shades.every(isSafeColour)) {
      colors[name] = shades as unknown as MantineColorsTuple;
    }
  }
  const fontFamily = safeFontList(theme.fontFamily);
  return createTheme({
    primaryColor: isSafeName(theme.primaryColor) ? theme.primaryColor : 'blue',
    primaryShade: (Number.isInteger(theme.primaryShade) && theme.primaryShade! >= 0 && theme.primaryShade! <= 9 ? theme.primaryShade : 8) as MantineThemeOverride['primaryShade'],
    colors,
    fontFamily,
    headings: { fontFamily: safeFontList(theme.headingFontFamily, fontFamily) },
    defaultRadius: RADII.includes(theme.radius ?? '') ? theme.radius : 'sm',
    components: NAMED_CLOSE_BUTTONS,
  });
}
