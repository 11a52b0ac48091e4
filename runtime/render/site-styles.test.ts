import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const MANTINE = path.join(ROOT, 'node_modules/@mantine/core');
const ESM = path.join(MANTINE, 'esm');
/** Mantine's global styles, which every page needs first (mantine.dev/styles/global-styles). */
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];
/** Where shopper-facing code lives; the editor (editor/, apps/web/app/editor) takes styles.css whole. */
const SITE_CODE = ['blocks', 'runtime', 'apps/web/app', 'apps/web/lib'];
const EDITOR_ONLY = path.join(ROOT, 'apps/web/app/editor');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return file === EDITOR_ONLY || entry.name === 'node_modules' || entry.name === '.next' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The values (not types) that site code imports (or passes on) from '@mantine/core', and
 * the server-rendered primitives of runtime/render/ui, which write the
 * classes of the Mantine component of the same name and need its stylesheet.
 */
function componentsUsed(): Set<string> {
  const names = new Set<string>();
  for (const file of SITE_CODE.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    // A module of its own may pass a component on (`export { Tooltip } from '@mantine/core'`), to load it lazily.
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/(?:import|export) \{([^}]*)\} from '(?:@mantine\/core|(?:\.\.\/)+runtime\/render\/ui)'/g)) {
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

/**
 * Mantine's stylesheets those values need: each component's own CSS module
 * and those of every component it renders inside it (Button renders Loader
 * and UnstyledButton), followed through Mantine's ES modules.
 */
function stylesheetsNeeded(names: Set<string>): Set<string> {
  const exportedFrom = new Map<string, string>();
  for (const [, list, from] of readFileSync(path.join(ESM, 'index.mjs'), 'utf8').matchAll(/(?:import|export) \{([^}]*)\} from "\.\/([^"]+)"/g)) {
    for (const item of list.split(',')) {
      const [name, alias] = item.trim().split(/\s+as\s+/);
      exportedFrom.set((alias ?? name).trim(), from);
    }
  }
  const visited = new Set<string>();
  const sheets = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), relative);
      if (target.endsWith('.module.mjs')) sheets.add(path.basename(target, '.module.mjs'));
      else visit(target);
    }
  };
  for (const name of names) {
    const from = exportedFrom.get(name);
    if (!from) throw new Error(`${name} is not exported by @mantine/core`);
    visit(path.join(ESM, from));
  }
  return sheets;
}

function stylesheetsImported(): string[] {
  const source = readFileSync(path.join(__dirname, 'site-styles.ts'), 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(([, name]) => name);
}

describe("a dealer site's Mantine stylesheets", () => {
  const imported = stylesheetsImported();

  it('holds the stylesheet of every Mantine component site code renders, and no other', () => {
    const needed = [...GLOBAL_STYLES, ...stylesheetsNeeded(componentsUsed())];
    const missing = needed.filter((name) => !imported.includes(name));
    const unused = imported.filter((name) => !needed.includes(name));
    expect(missing.map((name) => `import '@mantine/core/styles/${name}.css';`)).toEqual([]);
    expect(unused).toEqual([]);
  });

  it('imports them in the order of Mantine’s styles.css, so a component’s rules follow those it builds on', () => {
    const whole = readFileSync(path.join(MANTINE, 'styles.css'), 'utf8');
    const place = (name: string) =>
      whole.indexOf(
        readFileSync(path.join(MANTINE, `styles/${name}.css`), 'utf8')
          .trim()
          .slice(0, 300),
      );
    expect(imported.every((name) => place(name) >= 0)).toBe(true);
    expect(imported).toEqual([...imported].sort((a, b) => place(a) - place(b)));
  });

  it('starts with the global styles', () => {
    expect(imported.slice(0, GLOBAL_STYLES.length)).toEqual(GLOBAL_STYLES);
  });
});
