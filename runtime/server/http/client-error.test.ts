import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError } from './client-error';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Sends a request line with a path of `pathLength` characters and a body of `bodyBytes`, and reads all that comes back. */
async function sendRaw(port: number, pathLength: number, bodyBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.on('end', () => resolve(answer));
    socket.on('connect', () => {
      socket.write(`PUT /${'a'.repeat(pathLength)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`);
      // Sent in pieces, as a client does, while the server has already refused the request.
      const piece = Buffer.alloc(64 * 1024, 'x');
      let left = bodyBytes;
      const more = () => {
        while (left > 0) {
          const size = Math.min(left, piece.length);
          left -= size;
          if (!socket.write(piece.subarray(0, size))) return void socket.once('drain', more);
        }
      };
      more();
    });
  });
}

describe('a request the HTTP parser refuses', () => {
  it('is answered 431 when its address is over the header size limit, even while the client is still sending a large body', async () => {
    server = createServer((_request, response) => response.end('handled'));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const answer = await sendRaw(port, 20_000, 2_000_000);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('"error":"The address or headers are too long"');
  });

  it('leaves a request within the limits to the app', async () => {
    server = createServer((_request, response) => response.end('handled'));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const answer = await sendRaw(port, 10, 0);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
