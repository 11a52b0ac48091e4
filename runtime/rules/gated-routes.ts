import type { GATEABLE_ROUTES, Settings } from '../../schemas/settings';
import { SIGN_IN_PATH } from './watchlist';

export type GatedRoute = (typeof GATEABLE_ROUTES)[number];

/**
 * Spec detail §2 routes and §6 roles: the pages each gateable route names.
 * A dealer's document may call a page's parameter anything, so patterns are
 * compared with every `:name` read as one parameter.
 */
export const GATED_ROUTE_PAGES: Readonly<Record<GatedRoute, readonly string[]>> = {
  checkout: ['/cars/:slug/checkout', '/cars/:slug/buy-online', '/checkout-journey'],
  finance: ['/finance', '/finance-enquiry', '/apply-for-finance'],
  'spin-to-win': ['/spin-to-win'],
  'online-payment': ['/online-payment'],
  'car-finance': ['/personalised/finance'],
};

const shapeOf = (pagePath: string) => pagePath.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';

/** The gated route a page of the document belongs to, when the dealer gates it (`gatedRoutes`); trade-in and sell-my-car are never among them (spec §6). */
export function gateOfPage(pagePath: string, gatedRoutes: Settings['gatedRoutes']): GatedRoute | undefined {
  const shape = shapeOf(pagePath);
  return gatedRoutes.find((route) => GATED_ROUTE_PAGES[route].some((page) => shapeOf(page) === shape));
}

/** Whether the dealer keeps a route for signed-in shoppers: its pages, and the API behind them (the checkout's POST /api/reservations), alike. */
export function isGated(route: GatedRoute, gatedRoutes: Settings['gatedRoutes']): boolean {
  return gatedRoutes.includes(route);
}

/** Shoppers sign in (mobile number and code) where there is something to sign in for: a watchlist, or a gated route. */
export function shoppersCanSignIn(settings: Pick<Settings, 'watchlist' | 'gatedRoutes'>): boolean {
  return settings.watchlist.enabled || settings.gatedRoutes.length > 0;
}

/**
 * Spec detail §2: /sign-in?type={route}&redirect={path}&back={path}. The
 * shopper lands on `redirect` once signed in; `back` is where they came
 * from. Both are this site's own paths (basePath included).
 */
export function gatedSignInHref(basePath: string, route: GatedRoute, redirect: string, back: string): string {
  return `${basePath}${SIGN_IN_PATH}?${new URLSearchParams({ type: route, redirect, back })}`;
}

/** What the sign-in page says the shopper is signing in for (spec detail §2 sign-in types). */
export const SIGN_IN_REASONS: Readonly<Record<GatedRoute | 'trade-in' | 'watchlist', string>> = {
  checkout: 'Sign in to reserve this car online.',
  finance: 'Sign in to apply for finance.',
  'spin-to-win': 'Sign in to spin to win.',
  'online-payment': 'Sign in to make an online payment.',
  'car-finance': 'Sign in to see your personalised finance.',
  'trade-in': 'Sign in to value your trade-in.',
  watchlist: 'Sign in to save cars to your watchlist.',
};

/** The reason for a `type` from the address; none for a type the spec does not name. */
export function signInReason(type: string | null | undefined): string | undefined {
  return type && Object.hasOwn(SIGN_IN_REASONS, type) ? SIGN_IN_REASONS[type as keyof typeof SIGN_IN_REASONS] : undefined;
}
