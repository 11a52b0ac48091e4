/**
 * The framework's entry scripts marked for eager compilation, after `next build` (`npm run build` runs
 * scripts/add-compile-hints.ts).
 *
 * Every page runs nearly all of React DOM and Next's router as it starts. V8 compiles a function when it is first
 * called, so by default that compiling happens on the main thread, inside the one long task in which the entry
 * script instantiates its modules. V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a script's first
 * line, Chrome 136 and later) has it compile the whole script while the script streams in, on a background thread.
 * Only the build's `rootMainFiles` get it: they are on every page and run in full. A page's own chunks, most of
 * them small and some loaded only on a click, are left to V8's lazy compiling: with every chunk marked, Lighthouse
 * scored the pages lower, not higher (docs/benchmarks.md, Lighthouse, "2026-12-04, evening").
 *
 * Written after the build because Turbopack has no banner option. A source map, when the build writes one, is
 * shifted by the added line. Marking a script twice changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface SourceMap {
  mappings?: string;
  sections?: { offset: { line: number } }[];
}

/** A source map of one script, moved down by the hint's line: an index map moves each section, a plain map starts with an empty line. */
export function shiftedByOneLine(map: SourceMap): SourceMap {
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** Puts the hint on a script's first line; false when it is there already. */
export function addCompileHint(file: string): boolean {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return false;
  writeFileSync(file, COMPILE_HINT + code);
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : undefined;
  if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftedByOneLine(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)));
  return true;
}

/** Marks the build's entry scripts (`rootMainFiles` of its build manifest); answers how many were marked now. */
export function markEntryScripts(buildDirectory: string): { marked: number; entryScripts: number } {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(buildDirectory, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const scripts = rootMainFiles.filter((file) => file.endsWith('.js'));
  const marked = scripts.filter((file) => addCompileHint(path.join(buildDirectory, file))).length;
  return { marked, entryScripts: scripts.length };
}
