import { NextResponse, type NextRequest } from 'next/server';
import { parseSitesPath, platformHosts, siteKeyForHost, SITES_PREFIX } from '../../runtime/tenancy/site-address';

const PLATFORM_HOSTS = platformHosts(process.env.PLATFORM_HOSTS);

/**
 * Tenancy at the door: a dealer's host is served from /sites/{key}/…, and
 * every site request learns the key and the link prefix through headers
 * this proxy sets (overwriting any a client sent).
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete('x-site-key');
  headers.delete('x-site-base');
  const { pathname, search } = request.nextUrl;

  const siteKey = siteKeyForHost(request.headers.get('host'), PLATFORM_HOSTS);
  if (siteKey) {
    headers.set('x-site-key', siteKey);
    headers.set('x-site-base', '');
    const url = request.nextUrl.clone();
    url.pathname = `${SITES_PREFIX}/${encodeURIComponent(siteKey)}${pathname === '/' ? '' : pathname}`;
    url.search = search;
    return NextResponse.rewrite(url, { request: { headers } });
  }

  const development = parseSitesPath(pathname);
  if (development) {
    headers.set('x-site-key', development.key);
    headers.set('x-site-base', `${SITES_PREFIX}/${encodeURIComponent(development.key)}`);
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Assets and generated photos are the same for every site.
  matcher: ['/((?!_next/|media/|favicon.ico).*)'],
};
