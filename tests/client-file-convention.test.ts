import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A client component's file says so in its name: every file that starts with
 * 'use client' is named *.client.tsx (or *.client.ts), and every such name
 * starts with it. A reader then sees from the file list alone what ships to
 * the browser, and a server component never imports a client one unawares.
 */

const FOLDERS = ['apps/web/app', 'apps/web/lib', 'blocks', 'editor', 'runtime'];

/** Comments may come before a directive; anything else makes it an ordinary string. */
function startsWithUseClient(source: string): boolean {
  const code = source.replace(/^\uFEFF/, '').replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])use client\1/.test(code);
}

function isClientFileName(file: string): boolean {
  return /\.client\.tsx?$/.test(file);
}

/** What is wrong with the file's name or its first line, or undefined when they agree. */
function mismatch(file: string, source: string): string | undefined {
  const client = startsWithUseClient(source);
  if (client && !isClientFileName(file)) return `${file} starts with 'use client' but is not named *.client.tsx or *.client.ts`;
  if (!client && isClientFileName(file)) return `${file} is named *.client.* but does not start with 'use client'`;
  return undefined;
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name))
    .sort();
}

async function mismatches(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const folder of FOLDERS) {
    for (const file of await sourceFiles(folder)) {
      const problem = mismatch(file, await readFile(file, 'utf8'));
      if (problem) found.set(file, problem);
    }
  }
  return found;
}

describe('client files are named *.client.*', () => {
  it('reads the directive as React does: first, after comments only', () => {
    expect(startsWithUseClient("'use client';\nimport x from 'y';")).toBe(true);
    expect(startsWithUseClient('"use client"\n')).toBe(true);
    expect(startsWithUseClient("// The drawer opens on tap.\n/* and closes on Escape */\n'use client';")).toBe(true);
    expect(startsWithUseClient("import x from 'y';\n'use client';")).toBe(false);
    expect(startsWithUseClient("const note = 'use client';")).toBe(false);
    expect(mismatch('blocks/header/MenuDrawer.tsx', "'use client';")).toMatch(/MenuDrawer\.tsx starts with 'use client'/);
    expect(mismatch('blocks/header/MenuDrawer.client.tsx', 'export {};')).toMatch(/MenuDrawer\.client\.tsx is named/);
    expect(mismatch('blocks/header/MenuDrawer.client.tsx', "'use client';")).toBeUndefined();
    expect(mismatch('blocks/header/Header.tsx', 'export {};')).toBeUndefined();
  });

  it(`holds in ${FOLDERS.join('/, ')}/`, async () => {
    expect([...(await mismatches()).values()]).toEqual([]);
  });
});
