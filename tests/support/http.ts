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
