import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { REQUEST_BODY_TIMEOUT_MS, requestTimeoutOptions } from './request-timeout';

/** The limit of this file's app: 30 s in production, 1 s here so the trickle outlasts it quickly. */
const LIMIT_MS = 1_000;

let ctx: TTestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({ app: { bodyTimeoutMs: LIMIT_MS } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

interface TOutcome {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/**
 * Over a real TCP connection: sends `head`, then `body` one byte every `everyMs`, and resolves when the server
 * closes the connection (or after `giveUpMs`, with what came so far).
 */
function trickle(head: string, body: string, everyMs: number, giveUpMs = 15_000): Promise<TOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let started = 0;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({
        received: Buffer.concat(chunks).toString('utf8'),
        closedAfterMs: performance.now() - started,
      });
    };
    const giveUp = setTimeout(finish, giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      started = performance.now();
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && socket.writable) socket.write(body[sent++] ?? '');
      }, everyMs);
    });
  });
}

const BODY = JSON.stringify({ email: 'lenta@example.com', password: 'Secreta#2025' });
const HEAD = [
  'POST /api/auth/login HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  '',
  '',
].join('\r\n');

describe('a request body must arrive in time (design §16)', () => {
  it('answers a body trickled slower than the limit 408, in Spanish, and closes the connection', async () => {
    // A byte every 300 ms: the whole body would take some 17 s.
    const outcome = await trickle(HEAD, BODY, 300);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.received).toMatch(/\r\nConnection: close\r\n/i);
    const body = outcome.received.slice(outcome.received.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      statusCode: 408,
      code: 'VALIDATION_ERROR',
      message: SERVER_MESSAGES.REQUEST_TIMEOUT,
    });
    // Closed at the limit, not when the client finished: a generous bound against a slow machine.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(outcome.closedAfterMs).toBeLessThan(LIMIT_MS + 5_000);
  });

  it('answers a client that stops after the headers the same way', async () => {
    const outcome = await trickle(HEAD, '', 1_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(LIMIT_MS + 5_000);
  });

  it('serves a body that arrives within the limit, and leaves the kept-alive connection alone afterwards', async () => {
    // Sent whole at once: the login is answered (401, no such account), not cut off; then the connection idles
    // past the limit (keep-alive), which is no request arriving slowly.
    const outcome = await trickle(HEAD + BODY, '', 1_000, LIMIT_MS * 2.5);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 401 /);
    // A status line, not the digits alone: the request id is a UUID and may hold "408".
    expect(outcome.received).not.toMatch(/HTTP\/1\.1 408 /);
  });

  it('is 30 s in production, checked often enough to close a slow request within about a second of it', () => {
    expect(REQUEST_BODY_TIMEOUT_MS).toBe(30_000);
    const options = requestTimeoutOptions();
    expect(options.requestTimeout).toBe(30_000);
    expect(options.http.headersTimeout).toBe(30_000);
    expect(options.http.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });
});
