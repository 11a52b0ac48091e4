import { performance } from 'node:perf_hooks';

/** Milliseconds for one GET of `url`, its whole body read; an error answer stops the benchmark rather than timing an error page. */
export async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}
