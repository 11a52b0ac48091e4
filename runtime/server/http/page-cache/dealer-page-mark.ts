/**
 * Set by the proxy on the answer to a dealer site's address, never sent on:
 * the tenancy decides what is a dealer page (not the editor, a preview or a
 * platform page), and only such an answer may be kept (serve-kept-pages.ts).
 */
export const DEALER_PAGE_MARK = 'x-dealer-page';
