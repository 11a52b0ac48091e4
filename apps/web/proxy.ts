import { NextResponse, type NextRequest } from 'next/server';
import { decodedPath, hostedSitePath, parseSitesPath, platformHosts, siteKeyForHost } from '../../runtime/tenancy/site-address';

const PLATFORM_HOSTS = platformHosts(process.env.PLATFORM_HOSTS);

/**
 * Tenancy at the door: a request on a dealer's own host is served from
 * /sites/~{key}/…, and every site request carries its /sites segment in
 * x-site-key for the one place without route params (the 404 page).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Next answers a malformed escape (/cars/%E0%A4%A) with an error page that fails to render: say so plainly here.
  if (decodedPath(pathname.split('/').slice(1)) === undefined) {
    return new NextResponse('This address is not valid: it has a malformed %-escape.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const siteKey = siteKeyForHost(request.headers.get('host'), PLATFORM_HOSTS);
  const target = siteKey ? hostedSitePath(siteKey, pathname) : pathname;
  const sitesPath = parseSitesPath(target);
  const headers = new Headers(request.headers);
  headers.delete('x-site-key');
  if (sitesPath) headers.set('x-site-key', sitesPath.key);
  if (!siteKey) return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Assets and generated photos are the same for every site.
  matcher: ['/((?!_next/|media/|favicon.ico|icon.svg).*)'],
};
