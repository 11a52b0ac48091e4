import type { IncomingHttpHeaders } from 'node:http';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot';

/**
 * Under what a dealer page's answer is kept, or undefined when the request
 * is not one a kept answer may serve. The key holds everything of the
 * request that a render reads: the address and query; the host and scheme
 * (a page's absolute addresses); the cookies (a gated page is open to a
 * signed-in shopper only, so a shopper with cookies has pages of their own);
 * and the kind of client as Next.js tells them apart (to a search engine
 * that cannot run scripts it sends the head whole, not streamed).
 *
 * Only a plain GET of a document, as a browser asks for one (Accept names
 * text/html): an API's answers, files and feeds are not kept (nor cost the
 * versions' statement), and Next.js's own requests for a page's payload
 * (client navigation, prefetches, server actions) carry `rsc` or `next-…`
 * headers or an `_rsc` query and are answered by the render.
 */
export function pageKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | undefined {
  if (method !== 'GET' || url === undefined || /[?&]_rsc=/.test(url) || !headers.accept?.includes('text/html')) return undefined;
  if (Object.keys(headers).some((name) => name === 'rsc' || name.startsWith('next-'))) return undefined;
  const scheme = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const client = getBotType(headers['user-agent'] ?? '') ?? 'browser';
  return JSON.stringify([scheme, headers.host ?? '', url, headers.cookie ?? '', client]);
}
