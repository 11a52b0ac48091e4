import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run boundaries` checks that browser code reaches none of the server's
 * modules, however many plain modules lie between (.dependency-cruiser.mjs).
 * Biome already refuses a server import written in a client file itself; these
 * cases show the rule catches what Biome cannot: a client component imports a
 * plain price formatter, which imports a module under runtime/server/, which
 * imports `node:fs`. An import of types only, which the bundler drops, and a
 * CSS module are no reach. An import the checker cannot resolve (a misspelt
 * path, a broken `@/` alias) fails the check rather than hiding what is behind it.
 */

const FIXTURE: Record<string, string> = {
  'blocks/price-badge/PriceBadge.client.tsx': `'use client';
import { formatPrice } from './format-price';

export function PriceBadge({ cents }: { cents: number }) {
  return <strong>{formatPrice(cents)}</strong>;
}
`,
  'blocks/price-badge/format-price.ts': `import { dealerCurrency } from '../../runtime/server/dealer-currency';

export const formatPrice = (cents: number): string => \`\${dealerCurrency()} \${cents / 100}\`;
`,
  'runtime/server/dealer-currency.ts': `import { readFileSync } from 'node:fs';

export type Currency = string;
export const dealerCurrency = (): Currency => readFileSync('currency.txt', 'utf8');
`,
  'blocks/price-badge/PriceNote.client.tsx': `'use client';
import type { Currency } from '../../runtime/server/dealer-currency';
import classes from './PriceNote.module.css';

export function PriceNote({ currency }: { currency: Currency }) {
  return <small className={classes.note}>Prices in {currency}</small>;
}
`,
  'blocks/price-badge/PriceNote.module.css': '.note { font-size: 0.8rem; }\n',
  'blocks/price-badge/PriceHint.client.tsx': `'use client';
import { hintText } from './price-hint-text';

export const PriceHint = () => <em>{hintText}</em>;
`,
};

const fixtureDir = mkdtempSync(path.join(tmpdir(), 'server-only-reach-'));
let result: ICruiseResult;

/** "from → to (via a → b → …)" for each violation of the rule, as the report shows it (Node's built-ins without their `node:`). */
function reported(violations: IViolation[], rule: string): string[] {
  return violations
    .filter((violation) => violation.rule.name === rule)
    .map(({ from, to, via }) => (via ? `${from} → ${to} (via ${via.map((step) => step.name).join(' → ')})` : `${from} → ${to}`))
    .sort();
}

beforeAll(async () => {
  for (const [file, source] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(fixtureDir, file)), { recursive: true });
    writeFileSync(path.join(fixtureDir, file), source);
  }
  const config = await extractDepcruiseConfig(path.resolve('.dependency-cruiser.mjs'));
  const babelConfig = await extractBabelConfig(config.options!.babelConfig!.fileName!);
  const cruised = await cruise(
    ['blocks/**/*.client.tsx'],
    {
      ...config.options,
      baseDir: fixtureDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    },
    {},
    { babelConfig },
  );
  result = cruised.output as ICruiseResult;
}, 30_000);

afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

describe('browser code never reaches the server, even through plain modules', () => {
  it('reports a client component that reaches runtime/server/ and node:fs through a plain module', () => {
    expect(reported(result.summary.violations, 'browser-code-reaches-server')).toEqual([
      'blocks/price-badge/PriceBadge.client.tsx → fs (via blocks/price-badge/format-price.ts → runtime/server/dealer-currency.ts → fs)',
      'blocks/price-badge/PriceBadge.client.tsx → runtime/server/dealer-currency.ts (via blocks/price-badge/format-price.ts → runtime/server/dealer-currency.ts)',
    ]);
  });

  it("lets a client component import the server's types and its own CSS module", () => {
    const note = result.modules.find((module) => module.source === 'blocks/price-badge/PriceNote.client.tsx');
    expect(note?.dependencies.map((dependency) => dependency.resolved)).toEqual(['blocks/price-badge/PriceNote.module.css']);
    expect(reported(result.summary.violations, 'browser-code-reaches-server').filter((line) => line.startsWith('blocks/price-badge/PriceNote'))).toEqual([]);
  });

  it('reports an import it cannot resolve instead of passing what lies behind it', () => {
    expect(reported(result.summary.violations, 'browser-code-import-unresolved')).toEqual(['blocks/price-badge/PriceHint.client.tsx → ./price-hint-text']);
  });
});
