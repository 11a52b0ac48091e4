import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DoorSettings, routeAtTheDoor, siteSearchSegment } from '../../tenancy/door-route';
import { nameAnswerEncoding } from './answer-encoding';
import { commonSecurityHeaders, contentSecurityPolicy, newNonce, pagePolicyFor } from './security-headers';

/**
 * A dealer site's search, answered by the server in front of Next.js
 * (scripts/serve.ts) without passing through Next.js's router.
 *
 * Why: search is the request a shopper sends most (every filter touched),
 * and its own work is a few milliseconds; Next.js's routing, its proxy and
 * its route pipeline cost about as much again per request under load
 * (docs/benchmarks.md, Search). Here it costs a lookup of the same tenancy
 * rules the proxy follows (routeAtTheDoor) and the same route function the
 * Next.js route calls, offered by the app once it has opened its database:
 * one copy of the search, its kept answers and its database in the process.
 * Until the app has offered it, and for anything but GET and POST on
 * exactly /sites/{segment}/api/search (after a dealer host's rewrite), the
 * request goes on to Next.js as before.
 */
export type SiteSearch = (request: Request, segment: string) => Promise<Response>;

const OFFERED = Symbol.for('dealer-sites.door-search');
const shared = globalThis as { [OFFERED]?: SiteSearch };

/** Called by the app (apps/web/lib/platform.ts) with its search route's function, once its database is open. */
export function offerSiteSearch(search: SiteSearch): void {
  shared[OFFERED] = search;
}

export interface SearchDoorOptions extends DoorSettings {
  production: boolean;
  development: boolean;
}

/**
 * A Request for the route function: the client's headers as they reached
 * the door, and a POST's body read whole first. Read whole, not streamed on:
 * a route that refuses a body unread (415) would leave the rest of it on a
 * kept-alive connection, and the client's next request behind it; the door
 * has already refused any body larger than the server takes (body-limits.ts).
 */
async function routeRequest(request: IncomingMessage, target: string, query: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  // Only the path and query are read by the route; the origin is a placeholder, never a host the client named.
  return new Request(`http://localhost${target}${query}`, { method: request.method, headers, body });
}

function addressOf(requestUrl: string): URL | undefined {
  try {
    return new URL(requestUrl, 'http://localhost');
  } catch {
    return undefined;
  }
}

/**
 * The door's search: undefined when this request is not one it answers
 * (then Next.js serves it), else the promise of its answer sent, with the
 * headers the proxy gives every answer (security headers and a
 * Content-Security-Policy).
 */
export function createSearchDoor(options: SearchDoorOptions) {
  const common = commonSecurityHeaders(options.production);
  return function searchAtTheDoor(request: IncomingMessage, response: ServerResponse): Promise<void> | undefined {
    const search = shared[OFFERED];
    if (!search || (request.method !== 'GET' && request.method !== 'POST') || !request.url) return undefined;
    // As Next.js reads the address: dot segments resolved, the query apart.
    const url = addressOf(request.url);
    if (!url) return undefined;
    const route = routeAtTheDoor(request.headers.host, url.pathname, options);
    const segment = siteSearchSegment(route);
    if (segment === undefined || route.kind !== 'app') return undefined;
    nameAnswerEncoding(request.headers);
    return routeRequest(request, route.target, url.search).then(async (asked) => {
      const answer = await search(asked, segment);
      const body = Buffer.from(await answer.arrayBuffer());
      for (const { key, value } of common) response.setHeader(key, value);
      response.setHeader('content-security-policy', contentSecurityPolicy(pagePolicyFor(route.target, newNonce(), options.development)));
      answer.headers.forEach((value, name) => {
        response.setHeader(name, value);
      });
      response.setHeader('content-length', body.length);
      response.writeHead(answer.status);
      response.end(body);
    });
  };
}
