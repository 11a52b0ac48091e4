import { convertCssVariables, type ConvertCSSVariablesInput, DEFAULT_THEME, defaultCssVariablesResolver, type MantineTheme } from '@mantine/core';

/** The variables Mantine's own stylesheet (default-css-variables.css) already gives every page; worked out when first needed, not as the page's code loads. */
let stylesheetDefaults: ConvertCSSVariablesInput | undefined;

function differing(values: Record<string, string>, defaults: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
}

/**
 * The dealer theme's CSS variables, as Mantine's provider writes them into
 * its style element (MantineCssVariables, at :root, the stylesheet's
 * defaults left out): the same text, worked out once on the server
 * (ThemeVariables.client.tsx says why).
 */
export function themeVariablesCss(theme: MantineTheme): string {
  const resolved = defaultCssVariablesResolver(theme);
  stylesheetDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const cleaned: ConvertCSSVariablesInput = {
    variables: differing(resolved.variables, stylesheetDefaults.variables),
    light: differing(resolved.light, stylesheetDefaults.light),
    dark: differing(resolved.dark, stylesheetDefaults.dark),
  };
  return convertCssVariables(cleaned);
}
