import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** The machine a figure was measured on, as docs/benchmarks.md names it. */
export function machineLine(chromiumVersion?: string): string {
  const cpus = os.cpus();
  const chromium = chromiumVersion ? `, Chromium ${chromiumVersion}` : '';
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}${chromium}`;
}

/**
 * Puts a bench's section into docs/benchmarks.md: in place of its last run
 * (from its heading, which starts with `headingStart`, to the next `## `),
 * or at the end the first time. What follows it is kept.
 */
export function recordBenchmarkSection(headingStart: string, section: string): void {
  const path = new URL('../../docs/benchmarks.md', import.meta.url);
  const current = readFileSync(path, 'utf8');
  const start = current.indexOf(headingStart);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
  // A blank line before the next heading, whether or not the section ends with one.
  writeFileSync(path, start < 0 ? `${current.trimEnd()}\n\n${section}` : `${current.slice(0, start)}${section.trimEnd()}\n${end < 0 ? '' : `\n${current.slice(end + 1)}`}`);
}
