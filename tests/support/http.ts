import { request, type Agent } from 'node:http';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  /** Sent as written: no URL parsing, so malformed escapes and `..` reach the server unchanged. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
}

/**
 * A request exactly as written, Host header included (fetch will not send
 * one of our choosing, and normalises the path), as a dealer's domain or a
 * hostile client would send it.
 */
export function sendRaw(url: string, raw: RawRequest): Promise<PlainResponse> {
  const { hostname, port } = new URL(url);
  const headers: Record<string, string | number> = { ...raw.headers };
  if (raw.body !== undefined) headers['content-length'] = Buffer.byteLength(raw.body);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: raw.method ?? 'GET', path: raw.path, headers, agent: raw.agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(raw.body);
  });
}

/** A GET with a Host header of our choosing (fetch will not send one), as a dealer's domain would arrive. */
export function getWithHost(url: string, host: string): Promise<PlainResponse> {
  const { pathname, search } = new URL(url);
  return sendRaw(url, { path: `${pathname}${search}`, headers: { host } });
}

/**
 * A signed-in shopper's session cookie on `site`, as its sign-in page gets one: a code asked for a fresh
 * mobile number, read from the local SMS provider's notice, and verified. For pages a dealer keeps for
 * signed-in shoppers (gated routes).
 */
export async function shopperSessionCookie(base: string, site: string): Promise<string> {
  const phone = `+614${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}/sites/${site}/api/watchlist/sign-in/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = (await (await post('send-code', { phone_number: phone })).json()) as { notice?: string };
  const code = /\d{6}/.exec(sent.notice ?? '')?.[0];
  if (!code) throw new Error(`No local code came back: ${JSON.stringify(sent)}`);
  const verified = await post('verify-code', { phone_number: phone, code });
  if (!verified.ok) throw new Error(`Signing the shopper in answered ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
