import { NextResponse, type NextRequest } from 'next/server';
import { hostedSitePath, parseSitesPath, platformHosts, siteKeyForHost } from '../../runtime/tenancy/site-address';

const PLATFORM_HOSTS = platformHosts(process.env.PLATFORM_HOSTS);

/**
 * Tenancy at the door: a request on a dealer's own host is served from
 * /sites/~{key}/…, and every site request carries its /sites segment in
 * x-site-key for the one place without route params (the 404 page).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
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
