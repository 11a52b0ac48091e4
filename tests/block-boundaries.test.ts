import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Blocks stand alone: a block folder imports its own files, blocks/kit/,
 * runtime/, schemas/ and packages, never another block's folder, so a block
 * can be changed or removed without breaking another. What two blocks share
 * lives in blocks/kit/, and a kit file imports no block folder, or the
 * sharing would run through a block after all. The files directly in blocks/
 * (the list of blocks, tests over every block) may import them all.
 */

const BLOCKS = 'blocks';
const KIT = 'kit';

/** Every module a source file names: imports, re-exports, dynamic imports and test mocks. */
const SPECIFIER = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\b(?:import|mock)\s*\(\s*['"]([^'"]+)['"]/g;

function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The folder under blocks/ a repository path is in: a block type, "kit", or undefined outside any (blocks/index.ts, runtime/…). */
function blocksFolderOf(repositoryPath: string): string | undefined {
  const [top, folder, ...rest] = repositoryPath.split('/');
  return top === BLOCKS && rest.length > 0 ? folder : undefined;
}

/** Why `file` (a path from the repository root) may not import `specifier`, or undefined when it may. */
function boundaryBreak(file: string, specifier: string): string | undefined {
  const from = blocksFolderOf(file);
  if (from === undefined) return undefined;
  let target: string;
  if (specifier.startsWith('@/')) target = path.posix.normalize(specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
  else return undefined;
  if (target.split('/')[0] !== BLOCKS) return undefined;
  const to = blocksFolderOf(target);
  if (from === KIT) return to === KIT ? undefined : 'a kit file imports no block folder';
  if (to === from || to === KIT) return undefined;
  return to === undefined ? 'a block folder imports no file of blocks/ outside its own folder and kit/' : 'a block folder imports no other block folder; share through blocks/kit/';
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name))
    .sort();
}

describe('block boundaries', () => {
  it('tells a crossing import from an allowed one', () => {
    expect(boundaryBreak('blocks/stock-carousel/StockCarousel.tsx', '../featured-vehicles/VehicleShelf')).toMatch(/no other block folder/);
    expect(boundaryBreak('blocks/quick-search/load.test.ts', '@/blocks/search-results/load')).toMatch(/no other block folder/);
    expect(boundaryBreak('blocks/kit/vehicle-card/VehicleCard.tsx', '../../phone-reveal/load')).toMatch(/kit file/);
    expect(boundaryBreak('blocks/kit/test-support/site-document.test.ts', '../../index')).toMatch(/kit file/);
    expect(boundaryBreak('blocks/header/Header.test.tsx', '../index')).toMatch(/outside its own folder/);
    expect(boundaryBreak('blocks/stock-carousel/StockCarousel.tsx', '../kit/vehicle-card/VehicleShelf')).toBeUndefined();
    expect(boundaryBreak('blocks/stock-carousel/StockCarousel.tsx', './load')).toBeUndefined();
    expect(boundaryBreak('blocks/stock-carousel/load.ts', '../../runtime/site-scope')).toBeUndefined();
    expect(boundaryBreak('blocks/kit/search/page-search.ts', '../../../schemas/api/search')).toBeUndefined();
    expect(boundaryBreak('blocks/kit/search/MakeModelFilter.client.tsx', '@mantine/core')).toBeUndefined();
    expect(boundaryBreak('blocks/server-render.test.ts', './search-results/index')).toBeUndefined();
  });

  it('reads every way a file names a module', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../kit/b';",
      "import './c.css';",
      "export { d } from './d';",
      "export * from './e';",
      "const f = await import('./f');",
      "vi.mock('../kit/g', () => ({}));",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['./a', '../kit/b', './c.css', './d', './e', './f', '../kit/g']);
  });

  it('no block folder imports another, and no kit file imports a block folder', async () => {
    const files = await sourceFiles(BLOCKS);
    const breaks: string[] = [];
    for (const file of files) {
      for (const specifier of importedSpecifiers(await readFile(file, 'utf8'))) {
        const reason = boundaryBreak(file, specifier);
        if (reason) breaks.push(`${file} imports '${specifier}': ${reason}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(breaks).toEqual([]);
  });

  it('every folder in blocks/ but kit/ is a block in the list of blocks', async () => {
    const folders = (await readdir(BLOCKS, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const listed = importedSpecifiers(await readFile(`${BLOCKS}/index.ts`, 'utf8')).flatMap((specifier) => /^\.\/([a-z0-9-]+)$/.exec(specifier)?.[1] ?? []);
    expect(folders.filter((folder) => folder !== KIT).sort()).toEqual([...listed].sort());
  });
});
