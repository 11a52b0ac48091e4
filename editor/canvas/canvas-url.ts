/** The canvas's own query parameters; named so they never clash with a block's (search results use `page`). */
export const CANVAS_QUERY = { page: 'editorPage' } as const;

/**
 * The canvas address of a page: its path as written (/cars/:slug) and the
 * page id (a page only overriding a brand template's may have no path of its
 * own). The draft is not in it: the canvas renders the editor's draft in
 * place, so a save reloads nothing.
 */
export function canvasUrl(slug: string, page: { id: string; path?: string }): string {
  const path = (page.path ?? '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  const query = new URLSearchParams({ [CANVAS_QUERY.page]: page.id });
  return `/editor/canvas/${encodeURIComponent(slug)}${path ? `/${path}` : ''}?${query}`;
}

/** The preview widths: a phone, a tablet, a desktop. */
export const VIEWPORTS = [
  { width: 375, label: 'Phone' },
  { width: 768, label: 'Tablet' },
  { width: 1280, label: 'Desktop' },
] as const;

export type ViewportWidth = (typeof VIEWPORTS)[number]['width'];

/** How much a preview of `width` must shrink to fit a pane: never enlarged. */
export function fitScale(paneWidth: number, width: number): number {
  if (paneWidth <= 0) return 1;
  return Math.min(1, paneWidth / width);
}
