import { NextResponse, type NextRequest } from 'next/server';
import { DEALER_PAGE_MARK } from '../../runtime/server/http/page-cache/dealer-page-mark';
import { commonSecurityHeaders, contentSecurityPolicy, hasStripeKeys, newNonce, pagePolicyFor, setsOwnPolicy } from '../../runtime/server/http/security-headers';
import { routeAtTheDoor } from '../../runtime/tenancy/door-route';
import { editorAddressFromEnv } from '../../runtime/tenancy/editor-host';
import { PREVIEW_HOST_SITE_HEADER, platformHosts, SITE_ADDRESS_HEADER } from '../../runtime/tenancy/site-address';

// A wrong EDITOR_HOST / SITES_URL stops `npm start` before this runs (scripts/prepare-data.ts).
const DOOR = { platformHosts: platformHosts(process.env.PLATFORM_HOSTS), editor: editorAddressFromEnv() };
const COMMON_HEADERS = commonSecurityHeaders(process.env.NODE_ENV === 'production');
/** Checkout pages may load Stripe's card entry only where Stripe takes the deposits. */
const STRIPE_KEYS = hasStripeKeys();

function withCommonHeaders(response: NextResponse): NextResponse {
  for (const { key, value } of COMMON_HEADERS) response.headers.set(key, value);
  return response;
}

/**
 * Tenancy at the door: a request on a dealer's own host is served from
 * /sites/~{key}/…, and every site request carries that address in
 * SITE_ADDRESS_HEADER for the one place without route params (the 404
 * page). A preview link on a dealer's own host stays /preview/…, with the
 * host's site key beside it, so it opens only that dealer's drafts.
 * Every page gets a Content-Security-Policy with its own nonce; Next reads
 * the nonce from the request's copy of the header and puts it on its scripts.
 * Every answer, assets included, gets the common security headers.
 */
export function proxy(request: NextRequest) {
  const route = routeAtTheDoor(request.headers.get('host'), request.nextUrl.pathname, DOOR);
  // Next answers a malformed escape (/cars/%E0%A4%A) with an error page that fails to render: say so plainly here.
  if (route.kind === 'malformed-escape') {
    return withCommonHeaders(
      new NextResponse('This address is not valid: it has a malformed %-escape.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    );
  }
  if (route.kind === 'shared-file') return withCommonHeaders(NextResponse.next());
  if (route.kind === 'to-editor') return withCommonHeaders(NextResponse.redirect(new URL('/editor', request.url), 307));
  if (route.kind === 'not-here') return withCommonHeaders(new NextResponse(route.message, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
  const { target, sitesPath, previewHostSite } = route;
  const headers = new Headers(request.headers);
  headers.delete(SITE_ADDRESS_HEADER);
  headers.delete(PREVIEW_HOST_SITE_HEADER);
  if (sitesPath) headers.set(SITE_ADDRESS_HEADER, `${target}${request.nextUrl.search}`);
  if (previewHostSite) headers.set(PREVIEW_HOST_SITE_HEADER, previewHostSite);
  const nonce = newNonce();
  const policy = contentSecurityPolicy(pagePolicyFor(target, nonce, process.env.NODE_ENV === 'development', STRIPE_KEYS));
  headers.set('content-security-policy', policy);
  headers.set('x-nonce', nonce);
  let response: NextResponse;
  if (route.rewritten) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  if (!setsOwnPolicy(target)) response.headers.set('content-security-policy', policy);
  // A dealer site's answer, which the server in front may keep if it is a whole page (runtime/server/http/page-cache).
  if (sitesPath) response.headers.set(DEALER_PAGE_MARK, '1');
  return withCommonHeaders(response);
}
