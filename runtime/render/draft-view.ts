import type { SiteContext } from '../block-types';

/**
 * A draft on show (the editor's canvas, a shared preview link) rather than
 * the published site: its forms check what is typed and send nothing, and
 * no reveal or view is counted, so a marketer or manager looking over a
 * draft never leaves a lead, a reservation or a statistic behind.
 */
export function isDraftView(site: Pick<SiteContext, 'mode'>): boolean {
  return site.mode !== 'site';
}
