import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEMICOLON_CSV } from '@cuadre/shared/exports/csv-format';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { seedUser } from '../../../test/seed';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { AppError } from '../../lib/app-error';
import { tableFile } from './export-file';
import { createExportSessions } from './export-sessions';
import { createExportSlots } from './export-slots';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A file of 2,000 rows read on the session's snapshot, a row per FETCH batch of 500. */
const numbers = (sessions: ReturnType<typeof createExportSessions>) =>
  sessions.run((snapshot) =>
    tableFile(
      {
        sheetName: 'Números',
        columns: [{ header: 'N', type: 'integer' }],
        pages: snapshot.pages(
          sql`SELECT ARRAY[n::text] AS cells FROM generate_series(1, 2000) AS n ORDER BY n`,
        ),
      },
      'csv',
      'numeros.csv',
      SEMICOLON_CSV,
    ),
  );

const checkedOut = () => ctx.pool.totalCount - ctx.pool.idleCount;

async function drain(body: Readable): Promise<string> {
  let text = '';
  for await (const chunk of body) text += String(chunk);
  return text;
}

/**
 * The connection is given back after the stream's own callbacks and its transaction's end have run: on a busy
 * machine that takes a while, so the test waits for it (and fails if it never comes) instead of guessing how long.
 */
const everyConnectionBack = () => expect.poll(checkedOut, { timeout: 10_000, interval: 10 }).toBe(0);

describe('export sessions', () => {
  it('give the slot and the connection back when a download ends, breaks off or fails', async () => {
    // One slot: a session that kept it would make every later one wait, then fail.
    const sessions = createExportSessions(ctx.pool, createExportSlots(1, 10_000));
    const whole = await numbers(sessions);
    expect((await drain(whole.body)).trim().split('\r\n')).toHaveLength(2001);
    await everyConnectionBack();

    const abandoned = await numbers(sessions);
    abandoned.body.destroy();
    await everyConnectionBack();

    await expect(
      sessions.run((snapshot) =>
        tableFile(
          { sheetName: 'x', columns: [], pages: snapshot.pages(sql`SELECT 1 / 0 AS cells`) },
          'csv',
          'x.csv',
          SEMICOLON_CSV,
        ),
      ),
    ).rejects.toThrow(/division by zero/);
    await everyConnectionBack();
    expect(await drain((await numbers(sessions)).body)).toContain('\r\n2000\r\n');
  });

  it('answer 503 BUSY, to try again in a few seconds, while every slot stays taken', async () => {
    const slots = createExportSlots(1, 30);
    const giveBack = await slots.take();
    const refused = await createExportSessions(ctx.pool, slots)
      .run(() => Promise.reject(new Error('never built')))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'BUSY',
      message: SERVER_MESSAGES.EXPORTS_BUSY,
      advice: { retryAfterSeconds: 5 },
    });
    // Given back, the slot serves the next in line at once.
    const waiting = slots.take();
    giveBack();
    (await waiting)();
    expect(checkedOut()).toBe(0);
  });
});

describe('a download over a real connection', () => {
  it('gives its connection back when the client goes away half-way', async () => {
    const seller = await seedUser(ctx);
    await ctx.db.execute(sql`
      INSERT INTO products (id, shop_id, name, sku, price, cost, quantity)
      SELECT gen_random_uuid(), ${seller.user.id}, 'Producto ' || n, 'SKU-' || n, 1, 0.5, 1
        FROM generate_series(1, 20000) AS n`);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port, path: '/api/exports/products.xlsx', headers: seller.headers },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            // The client reads one chunk and hangs up.
            call.destroy();
            resolve(chunk.length);
          });
        },
      );
      call.on('error', () => undefined);
      call.once('close', () => resolve(0));
      call.end();
      setTimeout(() => reject(new Error('no answer')), 10_000);
    });
    expect(firstBytes).toBeGreaterThan(0);
    await everyConnectionBack();
  });
});
