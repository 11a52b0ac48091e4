import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../schemas/ajv';
import { describeErrors } from '../../schemas/errors';
import { themeSchema, type Theme } from '../../schemas/theme';
import { SYSTEM_FONTS } from './css-values';
import { mantineThemeFor } from './mantine-theme';

const BREAKOUTS = [
  'Arial;}</style><script>window.__pwned=1</script>',
  'Arial; } body { background: url(https://evil.example/x) }',
  '"Open Sans"</style><img src=x onerror=alert(1)>',
  'Arial\\3c /style\\3e',
  "'Roboto', sans-serif; color: red",
];

const { default: _rootDefault, ...themeObjectSchema } = themeSchema;
const COLOURS = { headerBackground: '#ffffff', headerText: '#1a1b1e', footerBackground: '#1a1b1e', footerText: '#f1f3f5' };
const validateTheme = createAjv().compile(themeObjectSchema);
function themeErrors(theme: Record<string, unknown>) {
  const copy = structuredClone(theme);
  return validateTheme(copy) ? [] : describeErrors(copy, validateTheme.errors);
}

describe('security: a theme font cannot close the style element', () => {
  it.each(['system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', "'Open Sans', Arial", 'Poppins', '"Noto Sans JP", sans-serif'])(
    'the schema takes the font list %j',
    (font) => {
      expect(themeErrors({ fontFamily: font, headingFontFamily: font })).toEqual([]);
    },
  );

  it.each(BREAKOUTS)('the schema refuses %j, in words a marketer understands', (font) => {
    expect(themeErrors({ fontFamily: font })).toEqual([
      { path: '/fontFamily', message: 'must be font names separated by commas, like "Open Sans", Arial, sans-serif (letters, digits, spaces and hyphens only)' },
    ]);
    expect(themeErrors({ headingFontFamily: font }).map((error) => error.path)).toEqual(['/headingFontFamily']);
  });

  it.each(BREAKOUTS)('a stored theme that skipped validation still renders no breakout: %j', (font) => {
    const hostile = {
      primaryColor: 'red;}</style><script>x()</script>',
      primaryShade: 8,
      palette: { 'x;}': Array(10).fill('#fff;}</style>') },
      fontFamily: font,
      headingFontFamily: font,
      radius: 'sm',
    } as unknown as Theme;
    const theme = mantineThemeFor(hostile);
    expect(theme.fontFamily).toBe(SYSTEM_FONTS);
    expect(theme.headings?.fontFamily).toBe(SYSTEM_FONTS);
    expect(theme.primaryColor).toBe('blue');
    expect(theme.colors).toEqual({});
    const html = renderToString(
      <MantineProvider theme={theme}>
        <p>page</p>
      </MantineProvider>,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('onerror');
    expect(html.match(/<\/style>/g)?.length ?? 0).toBe(html.match(/<style/g)?.length ?? 0);
  });

  it("a dealer's own fonts and palette reach the theme unchanged", () => {
    const palette = { brand: ['#fff0f0', '#ffd6d6', '#ffb3b3', '#ff8080', '#ff4d4d', '#ff1a1a', '#e60000', '#b30000', '#800000', '#4d0000'] };
    const theme = mantineThemeFor({ primaryColor: 'brand', primaryShade: 7, palette, fontFamily: '"Open Sans", Arial', headingFontFamily: 'Poppins', radius: 'md', ...COLOURS });
    expect(theme).toMatchObject({ primaryColor: 'brand', primaryShade: 7, fontFamily: '"Open Sans", Arial', headings: { fontFamily: 'Poppins' }, defaultRadius: 'md' });
    expect(theme.colors?.brand).toEqual(palette.brand);
  });
});
