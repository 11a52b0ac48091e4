/** Where a list of blocks lives in a site document: a page, the site-wide header or footer, or a container's slot. */
export type BlockListAddress = { kind: 'page'; pageId: string } | { kind: 'layout'; area: 'header' | 'footer' } | { kind: 'slot'; blockId: string; slot: string };

export function sameBlockList(a: BlockListAddress, b: BlockListAddress): boolean {
  if (a.kind === 'page' && b.kind === 'page') return a.pageId === b.pageId;
  if (a.kind === 'layout' && b.kind === 'layout') return a.area === b.area;
  if (a.kind === 'slot' && b.kind === 'slot') return a.blockId === b.blockId && a.slot === b.slot;
  return false;
}
