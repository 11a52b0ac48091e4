import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A statement that replaces a module (not the words in a string). */
const REPLACES_A_MODULE = /^\s*vi\.(mock|doMock)\(/m;
const filesReplacingModules = (pattern: string) =>
  execFileSync('git', ['ls-files', pattern], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .filter((file) => REPLACES_A_MODULE.test(readFileSync(file, 'utf8')));

/** The unit and components projects share one module graph per worker (vitest.config.ts): a module replaced in one file would be replaced, or not, for the next. */
describe('test files that replace modules', () => {
  it('tests: a component test that replaces a module with vi.mock is named *.mocked.test.tsx, so it runs with a module graph of its own', () => {
    const mocking = filesReplacingModules('*.test.tsx');
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !file.endsWith('.mocked.test.tsx'))).toEqual([]);
  });

  it('tests: no unit test replaces a module', () => {
    expect(filesReplacingModules('*.test.ts')).toEqual([]);
  });
});
