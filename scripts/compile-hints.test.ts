import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markEntryScripts, shiftedByOneLine } from './compile-hints';

const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build directory as Next writes it: a manifest naming two entry scripts, one with a source map, and a page's own chunk. */
function fakeBuild(): string {
  const build = path.join(dir, `build-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(build, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(build, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js', 'static/chunks/styles.css'] }));
  writeFileSync(path.join(build, 'static/chunks/react.js'), 'react();\n//# sourceMappingURL=react.js.map');
  writeFileSync(path.join(build, 'static/chunks/react.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA' }));
  writeFileSync(path.join(build, 'static/chunks/router.js'), 'router();');
  writeFileSync(path.join(build, 'static/chunks/island.js'), 'island();');
  return build;
}
const read = (build: string, file: string) => readFileSync(path.join(build, 'static/chunks', file), 'utf8');

describe('compile hints on the entry scripts (issue 16: main-thread work on phones)', () => {
  it("puts the hint on the first line of each of the manifest's entry scripts, and on no other script", () => {
    const build = fakeBuild();
    expect(markEntryScripts(build)).toEqual({ marked: 2, entryScripts: 2 });
    expect(read(build, 'react.js')).toBe(`${COMPILE_HINT}react();\n//# sourceMappingURL=react.js.map`);
    expect(read(build, 'router.js')).toBe(`${COMPILE_HINT}router();`);
    expect(read(build, 'island.js')).toBe('island();');
  });

  it('marking a build twice changes nothing the second time', () => {
    const build = fakeBuild();
    markEntryScripts(build);
    expect(markEntryScripts(build)).toEqual({ marked: 0, entryScripts: 2 });
    expect(read(build, 'router.js')).toBe(`${COMPILE_HINT}router();`);
    expect(JSON.parse(read(build, 'react.js.map')).mappings).toBe(';AAAA');
  });

  it("moves a script's source map down by the hint's line, so the code still maps to its source", () => {
    expect(shiftedByOneLine({ mappings: 'AAAA;AACA' }).mappings).toBe(';AAAA;AACA');
    expect(shiftedByOneLine({ sections: [{ offset: { line: 0 } }, { offset: { line: 7 } }] }).sections).toEqual([{ offset: { line: 1 } }, { offset: { line: 8 } }]);
  });
});
