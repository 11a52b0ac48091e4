import { STRIPE_KEYS } from '../payments/payments-from-env';

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
  /**
   * A car's checkout on a server with Stripe's keys: Stripe.js (loaded by
   * the page's own script, which 'strict-dynamic' trusts) may frame its
   * card entry from Stripe and call Stripe's API. No other page gets this.
   */
  takesCardPayments?: boolean;
}

/** What Stripe.js needs, from Stripe's documentation of Content-Security-Policy (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SOURCES = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

export function contentSecurityPolicy({ nonce, framedBy, evaluatesStrings = false, takesCardPayments = false }: PagePolicy): string {
  const stripe = (sources: string) => (takesCardPayments ? ` ${sources}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${evaluatesStrings ? " 'unsafe-eval'" : ''}${stripe(STRIPE_SOURCES.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // Dealer pictures may come from the dealer's own image host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${stripe(STRIPE_SOURCES.connect)}`,
    `frame-src 'self'${stripe(STRIPE_SOURCES.frame)}`,
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

/** A car's checkout as served: /sites/{site}/cars/{slug}/checkout or …/buy-online, the two reserve routes (runtime/rules/reservation.ts). */
const CHECKOUT_PAGE = /^\/sites\/[^/]+\/cars\/[^/]+\/(?:checkout|buy-online)\/?$/;

/**
 * The policy of the page at `pathname`, as served (after a dealer host's
 * rewrite to /sites/…). `stripeKeys`: the server takes deposits with Stripe
 * (all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET set).
 */
export function pagePolicyFor(pathname: string, nonce: string, development: boolean, stripeKeys = false): PagePolicy {
  const editorTool = (pathname === '/editor' || pathname.startsWith('/editor/')) && !isCanvas(pathname);
  return {
    nonce,
    // Only the editor frames pages, and only its canvas.
    framedBy: isCanvas(pathname) ? 'self' : 'none',
    // The editor validates the whole document as the marketer types (ajv); the canvas and dealer pages never evaluate.
    evaluatesStrings: development || editorTool,
    takesCardPayments: stripeKeys && CHECKOUT_PAGE.test(pathname),
  };
}

/** A media library picture (the site's or the editor's copy): it carries its own policy, an SVG's the strictest there is. */
const PICTURE_ADDRESS = /^\/(?:sites\/[^/]+\/uploads|editor\/api\/sites\/[^/]+\/media)\/[^/]+$/;

/** Whether the answer sets its own Content-Security-Policy, which a page's must not replace. */
export const setsOwnPolicy = (pathname: string): boolean => PICTURE_ADDRESS.test(pathname);

/** Whether the environment holds all of Stripe's keys, as payments-from-env.ts asks before using Stripe. */
export function hasStripeKeys(env: NodeJS.ProcessEnv = process.env): boolean {
  return STRIPE_KEYS.every((name) => Boolean(env[name]?.trim()));
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
