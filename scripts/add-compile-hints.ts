/** `npm run build`'s last step: the framework's entry scripts marked for eager compilation (scripts/compile-hints.ts). */
import path from 'node:path';
import { markEntryScripts } from './compile-hints';

const { marked, entryScripts } = markEntryScripts(path.resolve(process.argv[2] ?? 'apps/web/.next'));
console.log(`Compile hints: ${marked} of ${entryScripts} entry scripts marked for eager compilation.`);
