/**
 * The headers every answer carries, and the Content-Security-Policy of every
 * page. Scripts run only with the nonce drawn for this one answer (Next puts
 * it on its own scripts; 'strict-dynamic' lets them load their chunks), so a
 * script tag that reached the page through a document string is inert.
 * Styles stay 'unsafe-inline': Mantine writes its theme and every
 * component's variables as inline styles, and a style cannot run script.
 */
export interface PagePolicy {
  nonce: string;
  /** Origins that may frame the page: the editor's own for its canvas, none for everything else. */
  framedBy: 'none' | 'self';
  /**
   * Whether scripts may evaluate strings: React's development build does for
   * its error overlays, and the editor's validator (ajv compiles each schema
   * into a function). Never on a dealer's pages.
   */
  evaluatesStrings?: boolean;
}

export function contentSecurityPolicy({ nonce, framedBy, evaluatesStrings = false }: PagePolicy): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${evaluatesStrings ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Dealer pictures may come from the dealer's own image host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBy === 'self' ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** A fresh, unguessable nonce for one answer. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

const isCanvas = (pathname: string) => pathname.startsWith('/editor/canvas/');

/** The policy of the page at `pathname`, as served (after a dealer host's rewrite to /sites/…). */
export function pagePolicyFor(pathname: string, nonce: string, development: boolean): PagePolicy {
  const editorTool = (pathname === '/editor' || pathname.startsWith('/editor/')) && !isCanvas(pathname);
  return {
    nonce,
    // Only the editor frames pages, and only its canvas.
    framedBy: isCanvas(pathname) ? 'self' : 'none',
    // The editor validates the whole document as the marketer types (ajv); the canvas and dealer pages never evaluate.
    evaluatesStrings: development || editorTool,
  };
}

/**
 * On every answer, assets included (apps/web/proxy.ts). HSTS only from a
 * production server: a browser then never asks a dealer's domain over
 * plain HTTP again, which would lock out a development machine's http.
 */
export function commonSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}
