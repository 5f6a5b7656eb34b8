import type { Socket } from 'node:net';
import type { ServerOptions } from 'node:http';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TErrorEnvelope } from '@cuadre/shared/common/schemas';

/**
 * How long a request (its headers and its whole body) may take to arrive, from its first byte (design §16: "a
 * request body must arrive within 30 s"). Fastify turns Node's own limit off by default, so a body trickled a
 * byte every few seconds held a connection for as long as the client cared to (320 s and more in a security
 * audit): a few hundred such clients use up the server's sockets without sending anything worth reading.
 * 30 s is far above what the largest body the API takes (1 MiB, Fastify's bodyLimit) needs on a slow phone line.
 */
export const REQUEST_BODY_TIMEOUT_MS = 30_000;

/**
 * The Fastify options that enforce the limit. Node checks its connections for it only every
 * `connectionsCheckingInterval` (30 s by default, which would let a request live up to 60 s): checking every
 * tenth of the limit (at most each second) answers within about 10 % of it.
 */
export function requestTimeoutOptions(timeoutMs: number = REQUEST_BODY_TIMEOUT_MS): {
  requestTimeout: number;
  http: ServerOptions;
} {
  const checkEveryMs = Math.max(10, Math.min(1_000, Math.floor(timeoutMs / 10)));
  return {
    requestTimeout: timeoutMs,
    http: {
      requestTimeout: timeoutMs,
      // Headers count towards the same limit: Node's separate 60 s for them must not be the longer one.
      headersTimeout: timeoutMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}

function rawAnswer(statusCode: 400 | 408 | 431, reason: string, message: string): string {
  const envelope: TErrorEnvelope = { statusCode, code: 'VALIDATION_ERROR', message };
  const body = JSON.stringify(envelope);
  return [
    `HTTP/1.1 ${statusCode} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * What Node reports on the socket before any route runs — the request timeout above, headers too large, bytes
 * that are not HTTP — answered in the error envelope, in Spanish (Fastify's default answers in English, and the
 * web app shows `message`), then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.write(rawAnswer(408, 'Request Timeout', SERVER_MESSAGES.REQUEST_TIMEOUT));
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      socket.write(rawAnswer(431, 'Request Header Fields Too Large', SERVER_MESSAGES.REQUEST_TOO_LARGE));
    } else {
      socket.write(rawAnswer(400, 'Bad Request', SERVER_MESSAGES.VALIDATION_FAILED));
    }
  }
  socket.destroy(error);
}
