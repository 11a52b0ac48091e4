import type { SiteDocument } from '../../schemas/site-document';
import { findBlock } from '../document/find-block';

/** What the marketer is working on: a page, and a block (in that page or the site-wide header/footer) or none. */
export interface EditorSelection {
  pageId: string;
  blockId: string | null;
}

const HOME_PATH = '/';

export function homePageId(doc: SiteDocument): string {
  return (doc.pages.find((page) => page.path === HOME_PATH) ?? doc.pages[0])?.id ?? '';
}

/**
 * The selection as far as it still exists after a change: a deleted block
 * leaves its page selected, a deleted page falls back to the home page.
 */
export function keepSelectionValid(doc: SiteDocument, selection: EditorSelection): EditorSelection {
  const pageExists = doc.pages.some((page) => page.id === selection.pageId);
  const blockExists = selection.blockId !== null && findBlock(doc, selection.blockId) !== undefined;
  if (pageExists && (blockExists || selection.blockId === null)) return selection;
  return { pageId: pageExists ? selection.pageId : homePageId(doc), blockId: blockExists ? selection.blockId : null };
}
