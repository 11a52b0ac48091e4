import type { SiteContext } from '../../../runtime/block-types';

/** Spec (search and favourites, §9): page size for dealership and make directories: 21. */
export const DIRECTORY_PAGE_SIZE = 21;
/** Spec (search and favourites, §2): directory search takes one query parameter. */
export const DIRECTORY_QUERY_PARAMETER = 'query';
export const DIRECTORY_PAGE_PARAMETER = 'page';
const FIRST_PAGE = 1;

export interface DirectoryRequest {
  query: string;
  page: number;
}

export interface DirectoryPage<Item> {
  items: Item[];
  /** The page shown: the one asked for, or the last there is when it asked past the end. */
  page: number;
  pages: number;
  total: number;
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** What the shopper asked for in the address; a page that is not a whole number from 1 is the first. */
export function directoryRequest(searchParams: SiteContext['searchParams']): DirectoryRequest {
  const query = single(searchParams[DIRECTORY_QUERY_PARAMETER]).trim().slice(0, 100);
  const pageText = single(searchParams[DIRECTORY_PAGE_PARAMETER]);
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= FIRST_PAGE ? Number(pageText) : FIRST_PAGE;
  return { query, page };
}

/** Every word typed appears somewhere in the entry's texts, ignoring case and accents. */
export function matchesDirectoryQuery(texts: readonly (string | undefined)[], query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(texts.filter(Boolean).join(' '));
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function directoryPage<Item>(items: readonly Item[], page: number): DirectoryPage<Item> {
  const pages = Math.max(FIRST_PAGE, Math.ceil(items.length / DIRECTORY_PAGE_SIZE));
  const shown = Math.min(Math.max(page, FIRST_PAGE), pages);
  const start = (shown - FIRST_PAGE) * DIRECTORY_PAGE_SIZE;
  return { items: items.slice(start, start + DIRECTORY_PAGE_SIZE), page: shown, pages, total: items.length };
}

/** The address of a directory page: the page itself, with the search and page number when they are not the defaults. */
export function directoryHref(site: Pick<SiteContext, 'href' | 'page' | 'params'>, request: DirectoryRequest): string {
  const path = site.page.path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) => encodeURIComponent(site.params[name] ?? ''));
  const params = new URLSearchParams();
  if (request.query) params.set(DIRECTORY_QUERY_PARAMETER, request.query);
  if (request.page > FIRST_PAGE) params.set(DIRECTORY_PAGE_PARAMETER, String(request.page));
  const query = params.toString();
  return site.href(query ? `${path}?${query}` : path);
}
