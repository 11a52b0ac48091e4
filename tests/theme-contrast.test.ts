import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { AA_TEXT_CONTRAST, contrastRatio } from '../runtime/render/contrast';
import { readDealerConfigs, templatesIn } from '../runtime/server/dealer-configs';
import { resolveDocument } from '../runtime/site-document/resolve';

const configs = await readDealerConfigs();
const documents = await Promise.all(configs.dealers.map(async (dealer) => (await resolveDocument(dealer.document, templatesIn(configs), registry)).document));

describe('colour contrast of every demo dealer theme (WCAG 2.2 AA, 4.5:1)', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const document of documents) {
    const { theme } = document;
    const shades = theme.palette[theme.primaryColor] ?? (DEFAULT_THEME.colors as Record<string, readonly string[]>)[theme.primaryColor];
    const primary = shades[theme.primaryShade];

    it(`${document.dealer.slug}: the primary colour against white, both ways: white button text, and links on white`, () => {
      expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    });
    it(`${document.dealer.slug}: header and footer text on their backgrounds`, () => {
      expect(contrastRatio(theme.headerText, theme.headerBackground)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(theme.footerText, theme.footerBackground)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    });
  }
});
