import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../schemas/theme';
import { mantineThemeFor } from './mantine-theme';
import { SiteThemeProvider, themeKeyOf } from './SiteThemeProvider';
import { ThemeVariables } from './ThemeVariables.client';

const DEMO_DEALERS = ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars'];
const demoTheme = (slug: string) => (JSON.parse(readFileSync(path.join(__dirname, '../../dealer-configs', `${slug}.json`), 'utf8')) as { theme?: Theme }).theme ?? ({} as Theme);

/** The theme variables' style element of a server render (Mantine's marks it data-mantine-styles="true"). */
function variablesOf(html: string): string[] {
  return [...html.matchAll(/<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}

describe("a dealer theme's CSS variables, written once by the server", () => {
  it.each(DEMO_DEALERS)("are exactly the ones Mantine's provider writes, for %s's theme", (slug) => {
    const mantines = variablesOf(renderToString(<MantineProvider theme={mantineThemeFor(demoTheme(slug))} />));
    const ours = variablesOf(renderToString(<SiteThemeProvider theme={demoTheme(slug)}>{null}</SiteThemeProvider>));
    expect(mantines).toHaveLength(1);
    expect(mantines[0]).toContain('--mantine-font-family');
    expect(ours).toEqual(mantines);
  });

  it('in the browser, the text the server wrote for the same theme is read back, not worked out again', () => {
    const harbour = demoTheme('harbour-city-motors');
    const key = themeKeyOf(harbour);
    // What the server's HTML holds, marked with the key of the theme it was written for.
    const written = document.createElement('style');
    written.setAttribute('data-theme-variables', key);
    written.textContent = ':root{--written-by-the-server:1}';
    document.head.append(written);
    const inTheme = (theme: Theme) =>
      render(
        <MantineProvider theme={mantineThemeFor(theme)} withCssVariables={false}>
          <ThemeVariables themeKey={themeKeyOf(theme)} />
        </MantineProvider>,
      );
    const hydrated = inTheme(harbour);
    expect(hydrated.container.querySelector('style[data-theme-variables]')!.textContent).toBe(':root{--written-by-the-server:1}');
    hydrated.unmount();
    // Another dealer's theme is worked out for itself, whatever an earlier page wrote.
    const sunshine = demoTheme('sunshine-toyota');
    expect(themeKeyOf(sunshine)).not.toBe(key);
    const other = inTheme(sunshine);
    expect(other.container.querySelector('style[data-theme-variables]')!.textContent).toBe(variablesOf(renderToString(<MantineProvider theme={mantineThemeFor(sunshine)} />))[0]);
    other.unmount();
    written.remove();
  });

  it('security: a stored theme that skipped validation still closes its style element once', () => {
    const hostile = {
      primaryColor: 'red;}</style><script>x()</script>',
      palette: { 'x;}': Array(10).fill('#fff;}</style>') },
      fontFamily: 'Arial;}</style><script>window.__pwned=1</script>',
    } as unknown as Theme;
    const html = renderToString(<SiteThemeProvider theme={hostile}>{null}</SiteThemeProvider>);
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style>/g)?.length ?? 0).toBe(html.match(/<style/g)?.length ?? 0);
  });

  it("patches/@mantine+core: Mantine's own defaults are worked out only when its provider writes variables, never as the page's code loads", () => {
    for (const file of ['esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs', 'cjs/core/MantineProvider/MantineCssVariables/remove-default-variables.cjs']) {
      const source = readFileSync(path.join(__dirname, '../../node_modules/@mantine/core', file), 'utf8');
      expect(source, file).not.toMatch(/^const defaultCssVariables = /m);
      expect(source, file).toMatch(/defaultCssVariables \?\?= /);
    }
  });
});
