import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** How long a refused client may go on sending before the connection is cut. */
export const REFUSED_CLIENT_DRAIN_MS = 5000;

/**
 * For the http server's 'clientError': a request Node's parser refuses
 * (a request line or headers over the size limit: 431; anything else
 * malformed: 400) is answered, then what the client is still sending is read
 * and dropped until it is done. Node's own handling writes the answer and
 * destroys the socket at once; with the client's body still unread, the
 * kernel resets the connection and the client never sees the answer,
 * only "connection reset".
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 431 ? 'The address or headers are too long' : 'The request is not well-formed HTTP';
  const body = JSON.stringify({ error: message, fields: [{ field: '/', message }] });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  socket.resume();
  setTimeout(() => socket.destroy(), REFUSED_CLIENT_DRAIN_MS).unref();
}
