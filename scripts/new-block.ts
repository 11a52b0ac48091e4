/**
 * `npm run new-block -- <name> [--category content] [--label "Label"]`
 * scaffolds blocks/<name>/ (schema, component, index, test), adds it to
 * blocks/index.ts, and regenerates the document schema and docs/blocks.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BLOCK_CATEGORIES } from '../runtime/block-types';
import { addToBlockIndex, blockFiles, namesFor } from './new-block-files';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { category: { type: 'string', default: 'content' }, label: { type: 'string' } },
});
const type = positionals[0];
if (!type || !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(type)) {
  console.error('Give the new block a kebab-case name: npm run new-block -- trade-in-banner');
  process.exit(1);
}
if (!(BLOCK_CATEGORIES as readonly string[]).includes(values.category!)) {
  console.error(`--category must be one of: ${BLOCK_CATEGORIES.join(', ')}`);
  process.exit(1);
}
const folder = path.join(process.cwd(), 'blocks', type);
if (existsSync(folder)) {
  console.error(`blocks/${type}/ already exists.`);
  process.exit(1);
}

const names = namesFor(type, values.label);
await mkdir(folder);
for (const [file, text] of Object.entries(blockFiles(names, values.category!))) {
  await writeFile(path.join(folder, file), text);
}
const indexFile = path.join(process.cwd(), 'blocks/index.ts');
await writeFile(indexFile, addToBlockIndex(await readFile(indexFile, 'utf8'), names));

// The registry changed: regenerate what is generated from it, in a fresh process that sees the new block.
const { siteSchemaJson, SITE_SCHEMA_FILE } = await import('./site-schema-json');
const { blockDocsMarkdown, BLOCK_DOCS_FILE } = await import('./block-docs');
await writeFile(SITE_SCHEMA_FILE, siteSchemaJson());
await writeFile(BLOCK_DOCS_FILE, blockDocsMarkdown());

console.log(`Created blocks/${type}/ and registered it. Next:
  - describe its props in blocks/${type}/schema.ts (titles and descriptions become the editor's labels);
  - draw it in blocks/${type}/${names.component}.tsx;
  - run npm run schema && npm run docs:blocks after changing the schema;
  - npm test -- blocks/${type}`);
