import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A statement at a module's top level (no indentation) that makes an Intl
 * formatter or formats a number for a locale. In the browser the first such
 * formatter builds the page's formatting data, about 110 ms at a phone's
 * speed (runtime/rules/formatters.ts), while the page's scripts load.
 */
const FORMATS_WHILE_LOADING = /^(?:export )?(?:const|let|var) [^=]+=\s*(?:new Intl\.|[^\n;]*\.toLocale(?:Date|Time)?String\()/m;

/** Modules a dealer site's browser code may import: blocks and the runtime outside the server. */
const shopperModules = () =>
  execFileSync('git', ['ls-files', 'blocks', 'runtime', 'schemas', 'apps/web/app'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('runtime/server/') && !file.includes('/test-support/'));

describe('formatters while a page loads', () => {
  it('no module a dealer site can load makes an Intl formatter at its top level: runtime/rules/formatters.ts makes them on first use', () => {
    const files = shopperModules();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => FORMATS_WHILE_LOADING.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the check sees a formatter made at the top level, and not one made inside a function', () => {
    expect(FORMATS_WHILE_LOADING.test("const percent = new Intl.NumberFormat('en-AU');")).toBe(true);
    expect(FORMATS_WHILE_LOADING.test("const kms = LIMIT.toLocaleString('en-AU');")).toBe(true);
    expect(FORMATS_WHILE_LOADING.test("const percent = madeOnFirstUse(() => new Intl.NumberFormat('en-AU'));")).toBe(false);
    expect(FORMATS_WHILE_LOADING.test("  const percent = new Intl.NumberFormat('en-AU');")).toBe(false);
  });
});
