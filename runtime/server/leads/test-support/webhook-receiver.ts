import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a CRM's webhook endpoint got it: the body exactly as sent. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP endpoint on loopback, as a dealer's CRM would run one. It
 * answers `state.status` (200 unless a test makes it a 503 to play a CRM that
 * is down) and keeps every request, answered well or not.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A sender killed mid-request resets the connection; nothing arrived, nothing is kept.
    request.on('error', () => undefined);
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(state.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    port,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
