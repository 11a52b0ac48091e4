import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { addToBlockIndex, blockFiles, namesFor } from './new-block-files';

describe('npm run new-block scaffolding', () => {
  it("names a block in the dealer's words from its kebab-case type", () => {
    expect(namesFor('trade-in-banner')).toEqual({ type: 'trade-in-banner', label: 'Trade in banner', component: 'TradeInBanner', variable: 'tradeInBanner' });
    expect(namesFor('faq', 'Trade-in FAQ').label).toBe('Trade-in FAQ');
  });

  it('writes the four files of a block folder', () => {
    const files = blockFiles(namesFor('trade-in-banner'), 'promotion');
    expect(Object.keys(files)).toEqual(['schema.ts', 'TradeInBanner.tsx', 'index.ts', 'TradeInBanner.test.tsx']);
    expect(files['index.ts']).toContain("type: 'trade-in-banner'");
    expect(files['index.ts']).toContain("category: 'promotion'");
    expect(files['schema.ts']).toContain("default: 'Trade in banner'");
    expect(files['schema.ts']).toContain('export const tradeInBannerDefaults = defaultsOf(tradeInBannerSchema);');
  });

  it('registers the block in blocks/index.ts with a sorted import and a list entry', async () => {
    const index = await readFile('blocks/index.ts', 'utf8');
    const updated = addToBlockIndex(index, namesFor('map-embed'));
    expect(updated).toContain("import mapEmbed from './map-embed';");
    const imports = updated.split('\n').filter((line) => /^import \w+ from '\.\//.test(line));
    expect(imports).toEqual([...imports].sort());
    expect(updated).toMatch(/ {2}mapEmbed,\n\];/);
  });

  it('writes code the formatter leaves as it is, so the lint step of npm test stays green after scaffolding', async () => {
    const files = blockFiles(namesFor('trade-in-banner'), 'promotion');
    const written: Record<string, string> = {
      ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`blocks/trade-in-banner/${name}`, text])),
      'blocks/index.ts': addToBlockIndex(await readFile('blocks/index.ts', 'utf8'), namesFor('trade-in-banner')),
    };
    for (const [path, text] of Object.entries(written)) {
      const formatted = spawnSync('npx', ['biome', 'format', `--stdin-file-path=${path}`], { input: text, encoding: 'utf8' });
      expect({ path, formatted: formatted.stdout }).toEqual({ path, formatted: text });
    }
  });
});
