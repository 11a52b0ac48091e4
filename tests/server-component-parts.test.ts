import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A server component that writes <List.Item> renders nothing in the browser:
 * Mantine's components reach a server component as client references, and a
 * property read off a client reference (List.Item, Table.Tr) is undefined
 * there, so React fails the block (minified error #130) while a test's
 * renderToString, which imports the real component, passes. Server
 * components use the named parts (ListItem, TableTr) instead.
 */

const FOLDERS = ['blocks', 'runtime/render', 'apps/web/app', 'apps/web/lib'];
const DOTTED_PART = /<([A-Z][A-Za-z]*)\.([A-Z][A-Za-z]*)[\s>/]/g;

async function serverComponentFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of FOLDERS) {
    for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
      const name = entry.name;
      if (entry.isFile() && name.endsWith('.tsx') && !name.endsWith('.client.tsx') && !name.includes('.test.')) files.push(path.join(entry.parentPath, name));
    }
  }
  return files;
}

function dottedParts(source: string): string[] {
  const imported = new Set([...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/[a-z-]+'/g)].flatMap((match) => match[1].split(',').map((name) => name.trim())));
  return [...source.matchAll(DOTTED_PART)].filter((match) => imported.has(match[1])).map((match) => `${match[1]}.${match[2]}`);
}

describe('server components use named Mantine parts', () => {
  it('finds a dotted part of a Mantine import, and only that', () => {
    expect(dottedParts("import { List, Stack } from '@mantine/core';\n<List.Item key={1}>x</List.Item>")).toEqual(['List.Item']);
    expect(dottedParts("import { ListItem } from '@mantine/core';\n<ListItem>x</ListItem>")).toEqual([]);
    expect(dottedParts("import { Carousel } from '@mantine/carousel';\n<Carousel.Slide>")).toEqual(['Carousel.Slide']);
    expect(dottedParts('const Icons = {};\n<Icons.Car />')).toEqual([]);
  });

  it('holds in every server component', async () => {
    const found: string[] = [];
    for (const file of await serverComponentFiles()) {
      for (const part of dottedParts(await readFile(file, 'utf8'))) found.push(`${file}: <${part}>`);
    }
    expect(found).toEqual([]);
  });
});
