import { createHash } from 'node:crypto';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Theme } from '../../schemas/theme';
import { mantineThemeFor } from './mantine-theme';
import { SharedIslandCode } from './SharedIslandCode.client';
import { ThemeVariables } from './ThemeVariables.client';

/** A short name for a dealer theme, by its content: the browser reads back only the variables written for the theme it shows. */
export function themeKeyOf(theme: Theme): string {
  return createHash('sha256').update(JSON.stringify(theme)).digest('base64url').slice(0, 16);
}

/** A dealer site's pages in the dealer's theme, its CSS variables written by the server once (ThemeVariables.client.tsx). */
export function SiteThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <MantineProvider theme={mantineThemeFor(theme)} withCssVariables={false}>
      <ThemeVariables themeKey={themeKeyOf(theme)} />
      <SharedIslandCode />
      {children}
    </MantineProvider>
  );
}
