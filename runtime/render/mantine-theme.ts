import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Theme } from '../../schemas/theme';

/** The dealer's theme in Mantine's terms; the same object the editor canvas uses. */
export function mantineThemeFor(theme: Theme): MantineThemeOverride {
  const colors: Record<string, MantineColorsTuple> = {};
  for (const [name, shades] of Object.entries(theme.palette)) {
    colors[name] = shades as unknown as MantineColorsTuple;
  }
  return createTheme({
    primaryColor: theme.primaryColor,
    primaryShade: theme.primaryShade as MantineThemeOverride['primaryShade'],
    colors,
    fontFamily: theme.fontFamily,
    headings: { fontFamily: theme.headingFontFamily ?? theme.fontFamily },
    defaultRadius: theme.radius,
  });
}
