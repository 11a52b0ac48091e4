import type { Page, SiteDocument } from '../../schemas/site-document';

/**
 * Whether two drafts differ only in blocks: the shown page's blocks and the
 * header's and footer's. Then the blocks around the edited one see the same
 * site (dealer, settings, theme, other pages) and need not render again, nor
 * their data be loaded again. Parts are compared by identity, which
 * keepUnchanged preserves for every part that did not change.
 */
export function differsOnlyInBlocks(before: SiteDocument, after: SiteDocument, pageId: string): boolean {
  if (before === after) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (key === 'pages' || key === 'layout') continue;
    if ((before as Record<string, unknown>)[key] !== (after as Record<string, unknown>)[key]) return false;
  }
  if (before.pages.length !== after.pages.length) return false;
  return before.pages.every((page, index) => {
    const other = after.pages[index]!;
    return page === other || (page.id === pageId && other.id === pageId && samePageApartFromBlocks(page, other));
  });
}

function samePageApartFromBlocks(before: Page, after: Page): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (key !== 'blocks' && (before as Record<string, unknown>)[key] !== (after as Record<string, unknown>)[key]) return false;
  }
  return true;
}
