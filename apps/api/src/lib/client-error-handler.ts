import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translateMessage } from '@levera/domain';
import type { FastifyInstance } from 'fastify';

// A request Node's HTTP parser refuses before Fastify sees it (issue 34 §7): headers or URL past
// Node's 16 KB `maxHeaderSize` (431), a malformed request (400), one that took too long to arrive
// (408). Fastify's default handler answers without `Connection: close` and destroys the socket, so a
// keep-alive client or a pooling proxy sends its next request on a connection that is gone and gets
// a reset (behind HAProxy, a 502 for an innocent visitor). This one says `Connection: close`, ends
// the connection after the answer, and lets it drain what the client is still sending before
// closing: closing a socket with unread data resets it, which can lose the answer itself.

/** How long a refused connection may take to send the rest of its request before it is dropped. */
const LINGER_MS = 2_000;

/** Sockets already answered: Node's parser reports every further chunk of a refused request again. */
const answered = new WeakSet<Socket>();

type ClientError = Error & { code?: string };

/** What each parser error answers; the request was not read, so the language is the default. */
function answerOf(error: ClientError): { status: number; code: string; messageKey: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', messageKey: 'requestHeadersTooLarge' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', messageKey: 'requestTimeout' };
    default:
      return { status: 400, code: 'bad_request', messageKey: 'badRequest' };
  }
}

/** Fastify's `clientErrorHandler` (called with the instance as `this`). */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, messageKey } = answerOf(error);
  // Only the parser's code: the error's other fields hold the bytes it could not read.
  this.log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: translateMessage(messageKey, 'en'), code });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
