import { writeFile } from 'node:fs/promises';
import { BLOCK_DOCS_FILE, blockDocsMarkdown } from './block-docs';

await writeFile(BLOCK_DOCS_FILE, blockDocsMarkdown());
console.log(`Wrote ${BLOCK_DOCS_FILE}`);
