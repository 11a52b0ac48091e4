/**
 * Which dealer site a request is for. Pure, so the proxy, route handlers and
 * tests share one reading of host names.
 */

/** Hosts that show the platform itself (the list of demo dealers, the editor), not a dealer site. */
export const DEFAULT_PLATFORM_HOSTS = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'] as const;

export const SITES_PREFIX = '/sites';

/**
 * Marks a /sites/{segment} that the proxy rewrote from a dealer's own host:
 * its links need no /sites prefix. Carried in the path rather than a header
 * because the rewritten path is the one thing every render of the request
 * sees (a standalone server runs the proxy again on the rewritten request).
 */
export const HOSTED_MARKER = '~';

export function hostName(hostHeader: string | null | undefined): string {
  return (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

export function platformHosts(extra: string | undefined): string[] {
  return [
    ...DEFAULT_PLATFORM_HOSTS,
    ...(extra ?? '')
      .split(',')
      .map((h) => hostName(h))
      .filter(Boolean),
  ];
}

/**
 * The site key a host stands for: the slug in `{slug}.localhost`, otherwise
 * the host itself (looked up in the platform's table of site domains); undefined for the
 * platform's own hosts.
 */
export function siteKeyForHost(hostHeader: string | null | undefined, platform: readonly string[]): string | undefined {
  const host = hostName(hostHeader);
  if (!host || platform.includes(host)) return undefined;
  const local = /^([a-z0-9-]+)\.localhost$/.exec(host);
  return local ? local[1] : host;
}

/**
 * A percent-encoded address part as text, or undefined when its escapes are
 * malformed (`%E0%A4%A`): such an address names no page, and must answer
 * 404 rather than throw.
 */
export function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** "/cars/a%20b" from path segments, or undefined when one is malformed. */
export function decodedPath(segments: readonly string[]): string | undefined {
  const decoded = segments.map(decodedSegment);
  return decoded.every((segment) => segment !== undefined) ? `/${decoded.join('/')}` : undefined;
}

/**
 * Whether text could name a site: a slug or a host name (IDN hosts arrive
 * as punycode, IPv6 in brackets). Anything else (a NUL, an emoji) names no
 * site and is never looked up or put in a header.
 */
export function isSiteKey(key: string): boolean {
  return /^[a-z0-9.:[\]-]{1,253}$/i.test(key);
}

/** "/sites/{key}/rest" → { key, rest } for development addresses; undefined when the key could name no site. */
export function parseSitesPath(pathname: string): { key: string; rest: string } | undefined {
  const match = /^\/sites\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return undefined;
  const key = decodedSegment(match[1]);
  return key === undefined || !isSiteKey(key.replace(HOSTED_MARKER, '')) ? undefined : { key, rest: match[2] ?? '/' };
}

/**
 * The header in which the proxy passes a dealer-site request's address,
 * `/sites/{segment}/…?…` as asked (set by the proxy only; a client's own
 * copy is dropped), to the one place without route params: the 404 page.
 */
export const SITE_ADDRESS_HEADER = 'x-site-address';

/**
 * The route params of a `/sites/{segment}/…?…` address, each segment as
 * written (Next.js passes route params undecoded; the page decodes them),
 * with its query (`?…` or empty); undefined when it is no such address.
 */
export function siteRouteOf(address: string): { segment: string; path: string[]; query: string } | undefined {
  const match = /^\/sites\/([^/?#]+)((?:\/[^?#]*)?)(\?[^#]*)?$/.exec(address);
  if (!match) return undefined;
  return { segment: match[1]!, path: match[2]!.split('/').filter((segment) => segment !== ''), query: match[3] ?? '' };
}

/** A shared preview's addresses, /preview/{token}/…: answered on a dealer's own host too, where they are not the site's pages. */
export function isPreviewPath(pathname: string): boolean {
  return pathname === '/preview' || pathname.startsWith('/preview/');
}

/**
 * The header in which the proxy names the site key of the dealer host a
 * preview request arrived on (set by the proxy only; a client's own copy is
 * dropped), so a preview opens only on its own dealer's host.
 */
export const PREVIEW_HOST_SITE_HEADER = 'x-preview-host-site';

/** Where the proxy sends a request that arrived on a dealer's own host. */
export function hostedSitePath(key: string, pathname: string): string {
  return `${SITES_PREFIX}/${HOSTED_MARKER}${encodeURIComponent(key)}${pathname === '/' ? '' : pathname}`;
}

/** The site key and link prefix a /sites/{segment} stands for. */
export function siteAddress(segment: string): { key: string; basePath: string } {
  // A malformed escape names no site: kept as written, it is looked up and not found.
  const decoded = decodedSegment(segment) ?? segment;
  return decoded.startsWith(HOSTED_MARKER)
    ? { key: decoded.slice(HOSTED_MARKER.length), basePath: '' }
    : { key: decoded, basePath: `${SITES_PREFIX}/${encodeURIComponent(decoded)}` };
}

/** Turns a site path into a link for the address the shopper is using. */
export function siteHref(basePath: string, path: string): string {
  if (/^(https?:|mailto:|tel:|#)/.test(path)) return path;
  if (!basePath) return path;
  return path === '/' ? basePath : `${basePath}${path}`;
}

/**
 * A vehicle's brochure is asked for as /cars/{slug}.pdf, an address the
 * site's pages would otherwise answer: the proxy sends it to the brochure
 * route instead. Takes and gives /sites/{key}/… paths; undefined for any
 * other path.
 */
export function brochureRoutePath(sitesPath: string): string | undefined {
  const match = /^(\/sites\/[^/]+)\/cars\/([^/]+)\.pdf$/.exec(sitesPath);
  return match ? `${match[1]}/api/brochures/${match[2]}` : undefined;
}
