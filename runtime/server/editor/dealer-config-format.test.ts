import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { readDealerConfigs } from '../dealer-configs';
import { DEALER_CONFIG_SCHEMA_REF, formatAsDealerConfig } from './dealer-config-format';

const configs = await readDealerConfigs();

describe('export in the dealer-configs format', () => {
  for (const dealer of configs.dealers) {
    it(`editor: ${dealer.slug}.json read and written again is the same file, byte for byte`, async () => {
      expect(formatAsDealerConfig(dealer.document, registry)).toBe(await readFile(dealer.file, 'utf8'));
    });
  }

  it('editor: keys follow the schema’s order whatever order they came in, "$schema" first, unknown keys last', () => {
    const scrambled = {
      pages: [{ blocks: [{ props: { title: 'Sale' }, type: 'promo-card', id: 'p1' }], title: 'Home', path: '/', id: 'home' }],
      dealer: { name: 'D', slug: 'd' },
      somethingElse: true,
      schemaVersion: 1,
    };
    const text = formatAsDealerConfig(scrambled, registry);
    const written = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(['$schema', 'schemaVersion', 'dealer', 'pages', 'somethingElse']);
    expect(written.$schema).toBe(DEALER_CONFIG_SCHEMA_REF);
    const page = (written.pages as Record<string, unknown>[])[0];
    expect(Object.keys(page)).toEqual(['id', 'path', 'title', 'blocks']);
    expect(Object.keys((page.blocks as Record<string, unknown>[])[0])).toEqual(['id', 'type', 'props']);
    expect(text).toBe(`${JSON.stringify(written, null, 2)}\n`);
  });
});
