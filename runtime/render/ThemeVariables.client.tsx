'use client';

import { useMantineTheme } from '@mantine/core';
import { useState } from 'react';
import { themeVariablesCss } from './theme-variables';

/**
 * The dealer theme's CSS variables, in place of the ones Mantine's provider
 * writes (its `withCssVariables` is off where this is used). The provider
 * works the same text out again in the browser as the page hydrates
 * (resolving every colour's shades, darkening and writing them out): 12–31
 * ms of a phone's main thread on every page, for a style element the
 * server's HTML already holds (docs/benchmarks.md, Main thread). Here the
 * server works it out, and the browser reads back the text the server wrote
 * for the same theme (`themeKey`, named by the server); only a theme met
 * first in the browser is worked out there.
 */
export function ThemeVariables({ themeKey }: { themeKey: string }) {
  const theme = useMantineTheme();
  const [css] = useState(
    () => (typeof document === 'undefined' ? undefined : document.querySelector(`style[data-theme-variables="${themeKey}"]`)?.textContent) ?? themeVariablesCss(theme),
  );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's values pass mantineThemeFor's checks (css-values.ts) before Mantine writes them, as its own provider does; or the server's own text, read back.
    <style data-mantine-styles="true" data-theme-variables={themeKey} dangerouslySetInnerHTML={{ __html: css }} />
  );
}
