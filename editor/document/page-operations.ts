import { slugSchema } from '../../schemas/common';
import { PAGE_PATH_PATTERN, pageSchema } from '../../schemas/page';
import type { Page, SiteDocument } from '../../schemas/site-document';
import { pathShape } from '../../runtime/site-document/document-checks';
import { blockIdsIn, withFreshIds } from './block-ids';
import { requirePage } from './find-block';
import { plainCopy } from './plain-copy';
import { EditorOperationError, refusals } from './refusals';
import { slugOf } from '../../runtime/rules/slug';

const PAGE_PATH = new RegExp(PAGE_PATH_PATTERN);
const MAX_TITLE_LENGTH = pageSchema.properties.title.maxLength;
const MAX_PAGE_ID_LENGTH = slugSchema.maxLength;
const HOME_PATH = '/';

function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw new EditorOperationError(refusals.emptyPageTitle);
  if (trimmed.length > MAX_TITLE_LENGTH) throw new EditorOperationError(refusals.longPageTitle(MAX_TITLE_LENGTH));
  return trimmed;
}

/** Refuses a malformed path, and a path another page answers (/cars/:slug and /cars/:id are the same path). */
function checkPath(doc: SiteDocument, path: string, exceptPageId?: string): void {
  if (!PAGE_PATH.test(path)) throw new EditorOperationError(refusals.badPagePath(path));
  const shape = pathShape(path);
  if (doc.pages.some((page) => page.id !== exceptPageId && pathShape(page.path) === shape)) {
    throw new EditorOperationError(refusals.pathTaken(path));
  }
}

/** "Finance & insurance" → finance-insurance; -2, -3… when taken. */
function freshPageId(doc: SiteDocument, title: string): string {
  const stem =
    slugOf(title)
      .slice(0, MAX_PAGE_ID_LENGTH - 4)
      .replace(/-+$/, '') || 'page';
  const taken = new Set(doc.pages.map((page) => page.id));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** Adds an empty page at the end; returns its id. */
export function addPage(draft: SiteDocument, page: { title: string; path: string }): string {
  const title = checkTitle(page.title);
  checkPath(draft, page.path);
  const id = freshPageId(draft, title);
  draft.pages.push({
    id,
    path: page.path,
    title,
    // What validation would fill in, so the new page is complete as the editor shows it.
    seo: { noindex: pageSchema.properties.seo.properties.noindex.default },
    layout: pageSchema.properties.layout.default,
    blocks: [],
  });
  return id;
}

export function renamePage(draft: SiteDocument, pageId: string, title: string): void {
  requirePage(draft, pageId).page.title = checkTitle(title);
}

export function setPagePath(draft: SiteDocument, pageId: string, path: string): void {
  const { page } = requirePage(draft, pageId);
  checkPath(draft, path, pageId);
  page.path = path;
}

/**
 * A free path for a copy: "-copy" on the last fixed segment, so parameters
 * stay parameters (/cars/:slug → /cars-copy/:slug; / → /home-copy).
 */
function copyPath(doc: SiteDocument, path: string): string {
  const segments = path.split('/').filter(Boolean);
  const fixed = segments.findLastIndex((segment) => !segment.startsWith(':'));
  const candidate = (suffix: string) => {
    if (segments.length === 0) return `/home${suffix}`;
    if (fixed < 0) return `/copy${suffix}/${segments.join('/')}`;
    return `/${segments.map((segment, i) => (i === fixed ? `${segment}${suffix}` : segment)).join('/')}`;
  };
  const used = new Set(doc.pages.map((page) => pathShape(page.path)));
  for (let n = 1; ; n++) {
    const path = candidate(n === 1 ? '-copy' : `-copy-${n}`);
    if (!used.has(pathShape(path))) return path;
  }
}

/** A copy of the page right after it, with its own path and fresh block ids; returns the copy's id. */
export function duplicatePage(draft: SiteDocument, pageId: string): string {
  const { page, index } = requirePage(draft, pageId);
  const title = `${page.title} (copy)`.slice(0, MAX_TITLE_LENGTH);
  const taken = blockIdsIn(draft);
  const original = plainCopy(page);
  const copy: Page = {
    ...original,
    id: freshPageId(draft, title),
    path: copyPath(draft, page.path),
    title,
    blocks: (original.blocks ?? []).map((node) => withFreshIds(node, taken)),
  };
  draft.pages.splice(index + 1, 0, copy);
  return copy.id;
}

export function deletePage(draft: SiteDocument, pageId: string): void {
  const { page, index } = requirePage(draft, pageId);
  if (draft.pages.length === 1) throw new EditorOperationError(refusals.lastPage);
  if (page.path === HOME_PATH) throw new EditorOperationError(refusals.homePage);
  draft.pages.splice(index, 1);
}
