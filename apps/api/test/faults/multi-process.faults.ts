// Two API processes behind HAProxy on one PostgreSQL server and one Redis (design §16, docs/operations.md):
// what one process learns or writes, the other honours.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/lib/auth/access-token';
import { hashPassword } from '../../src/lib/password';
import { createTestDatabase } from '../test-app';
import { startApiCluster, type TApiCluster } from './support/api-cluster';
import { CRASH_JWT_SECRET } from './support/server-process';
import {
  checkLedger,
  postSale,
  seedShop,
  startSaleLoad,
  type TAttempt,
  type TShop,
} from './support/sale-load';

const SELLER_PASSWORD = 'Vendedor#Crash1';

/** A JSON request from a chosen loopback address (127.0.0.x), so each one is a different client. */
function requestJson(
  url: string,
  method: string,
  body: unknown,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: () => unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress: options.from,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: 15_000,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: () => JSON.parse(text),
          }),
        );
      },
    );
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.end(payload);
  });
}

describe('two API processes behind HAProxy, one PostgreSQL, one Redis', () => {
  let database: { url: string; drop: () => Promise<void> };
  let cluster: TApiCluster;
  let shop: TShop;
  let sellerEmail: string;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    cluster = await startApiCluster(database.url);
    shop = await seedShop(database.url);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const { rows } = await sql.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      shop.shopId,
    ]);
    sellerEmail = rows[0]!.email;
  });

  afterAll(async () => {
    await sql?.end();
    await cluster?.dispose();
    await database?.drop();
  });

  it('the 11th failed login for an account is refused whichever process and address it comes from', async () => {
    const [a, b] = cluster.processes;
    // Ten wrong passwords from ten addresses, alternating between the processes.
    for (let n = 0; n < 10; n += 1) {
      const target = n % 2 === 0 ? a : b;
      const answer = await requestJson(
        `${target.baseUrl}/api/auth/login`,
        'POST',
        { email: sellerEmail, password: `Equivocada#${n}` },
        { from: `127.0.0.${n + 2}` },
      );
      expect(answer.status).toBe(401);
    }
    // Even the right password, from an address never seen, is refused now: on each process and through the proxy.
    for (const url of [a.baseUrl, b.baseUrl, cluster.baseUrl]) {
      const answer = await requestJson(
        `${url}/api/auth/login`,
        'POST',
        { email: sellerEmail, password: SELLER_PASSWORD },
        { from: '127.0.0.200' },
      );
      expect(answer.status).toBe(429);
    }
    // One lock, one e-mail with a reset link, though both processes saw the account locked.
    await sleep(500);
    const { rows } = await sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1',
      [sellerEmail],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a product edited through one process is sold and found with its new name and cost through the other', async () => {
    const [a, b] = cluster.processes;
    const product = shop.products[0]!;
    const auth = { authorization: `Bearer ${shop.token}` };
    // Process b sells it first, so it holds what the product was.
    const before = await postSale(b.baseUrl, shop, randomUUID(), {
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      status: 'PAID',
    });
    expect(before.outcome).toBe('acknowledged');
    // …and has read a search page, which it remembers.
    const namesFoundBy = async (url: string, search: string) => {
      const answer = await requestJson(
        `${url}/api/products?search=${encodeURIComponent(search)}`,
        'GET',
        undefined,
        { headers: auth },
      );
      expect(answer.status).toBe(200);
      return (answer.json() as { data: { name: string }[] }).data.map((row) => row.name);
    };
    expect(await namesFoundBy(b.baseUrl, 'Harina')).toEqual(['Harina PAN']);

    const edited = await requestJson(
      `${a.baseUrl}/api/products/${product.id}`,
      'PUT',
      {
        name: 'Harina PAN 1 kg (nueva)',
        sku: 'CRASH-0',
        price: product.price,
        cost: 0.93,
        quantity: 999_999,
      },
      { headers: auth },
    );
    expect(edited.status).toBe(200);

    const after = await postSale(b.baseUrl, shop, randomUUID(), {
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      status: 'PAID',
    });
    expect(after.outcome).toBe('acknowledged');
    const { rows } = await sql.query<{ name: string; unit_cost: string }>(
      'SELECT name, unit_cost::text FROM sale_items WHERE sale_id = $1',
      [after.saleId],
    );
    expect(rows).toEqual([{ name: 'Harina PAN 1 kg (nueva)', unit_cost: '0.93' }]);
    expect(await namesFoundBy(b.baseUrl, 'Harina')).toEqual(['Harina PAN 1 kg (nueva)']);
    expect(await namesFoundBy(b.baseUrl, 'nueva')).toEqual(['Harina PAN 1 kg (nueva)']);
  });

  it('a sale retried on the other process with the same Idempotency-Key is replayed, not sold twice', async () => {
    const [a, b] = cluster.processes;
    const key = randomUUID();
    const body = {
      items: [{ productId: shop.products[1]!.id, quantity: 2, price: shop.products[1]!.price }],
      status: 'PAID' as const,
    };
    const first = await postSale(a.baseUrl, shop, key, body);
    const retry = await postSale(b.baseUrl, shop, key, body);
    expect(first.outcome).toBe('acknowledged');
    expect(retry).toMatchObject({ outcome: 'acknowledged', saleId: first.saleId, replayed: true });
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sale_items WHERE sale_id = $1`,
      [first.saleId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('an account suspended through one process is refused by the other on its next request, and its old sessions stay ended after the reactivation', async () => {
    const [a, b] = cluster.processes;
    // A seller of its own: the suspension ends the shop's sessions for good, which the later tests still use.
    const sellerPassword = 'Vendedor#Suspendida1';
    const sellerAddress = `suspendida-cluster-${Date.now()}@example.com`;
    const { rows } = await sql.query<{ id: string; role: 'ADMIN' | 'USER' }>(
      `WITH accounts AS (
         INSERT INTO users (id, name, lastname, email, password_hash, role, status, email_verified_at,
                            password_changed_at)
         VALUES (gen_random_uuid(), 'Admin', 'Cluster', $1, $2, 'ADMIN', 'APPROVED', now(), now() - interval '1 minute'),
                (gen_random_uuid(), 'Vendedora', 'Cluster', $3, $4, 'USER', 'APPROVED', now(), now() - interval '1 minute')
         RETURNING id, role
       ), own_shops AS (
         INSERT INTO shops (id) SELECT id FROM accounts RETURNING id
       ), owners AS (
         INSERT INTO shop_members (id, shop_id, user_id, role) SELECT id, id, id, 'OWNER' FROM own_shops
       )
       SELECT id, role FROM accounts`,
      [
        `admin-cluster-${Date.now()}@example.com`,
        await hashPassword('Admin#Cluster1'),
        sellerAddress,
        await hashPassword(sellerPassword),
      ],
    );
    const tokens = createAccessTokens(CRASH_JWT_SECRET);
    const bearer = (row: { id: string; role: 'ADMIN' | 'USER' }) => ({
      authorization: `Bearer ${tokens.sign({ sub: row.id, role: row.role, shop: row.id })}`,
    });
    const admin = bearer(rows.find((row) => row.role === 'ADMIN')!);
    const sellerRow = rows.find((row) => row.role === 'USER')!;
    const sellerReads = (headers: Record<string, string>) =>
      requestJson(`${b.baseUrl}/api/products`, 'GET', undefined, { headers });
    const oldSession = bearer(sellerRow);
    // Process b has the account in memory.
    expect((await sellerReads(oldSession)).status).toBe(200);

    expect(
      (
        await requestJson(`${a.baseUrl}/api/admin/users/${sellerRow.id}/suspend`, 'PATCH', undefined, {
          headers: admin,
        })
      ).status,
    ).toBe(200);
    let refused = await sellerReads(oldSession);
    // The change reaches b by NOTIFY, a moment after a's commit.
    for (let tries = 0; tries < 20 && refused.status === 200; tries += 1) {
      await sleep(50);
      refused = await sellerReads(oldSession);
    }
    expect(refused.status).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    expect(
      (
        await requestJson(`${a.baseUrl}/api/admin/users/${sellerRow.id}/reactivate`, 'PATCH', undefined, {
          headers: admin,
        })
      ).status,
    ).toBe(200);
    // Once b hears of the reactivation, the token from before the suspension is a dead one, not a suspended one.
    let ended = await sellerReads(oldSession);
    for (
      let tries = 0;
      tries < 20 && (ended.json() as { code?: string }).code === 'ACCOUNT_SUSPENDED';
      tries += 1
    ) {
      await sleep(50);
      ended = await sellerReads(oldSession);
    }
    expect(ended.status).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'UNAUTHORIZED' });

    const login = await requestJson(
      `${b.baseUrl}/api/auth/login`,
      'POST',
      { email: sellerAddress, password: sellerPassword },
      { from: '127.0.0.201' },
    );
    expect(login.status).toBe(200);
    const fresh = { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
    expect((await sellerReads(fresh)).status).toBe(200);
    expect((await sellerReads(oldSession)).status).toBe(401);
  });

  it('kill -9 of one process during a burst of sales through the proxy loses no acknowledged sale', async () => {
    const [a, b] = cluster.processes;
    const load = startSaleLoad(cluster.baseUrl, shop, 6, 'cluster');
    await sleep(1_500);
    a.child.kill('SIGKILL');
    await a.exited;
    await cluster.waitUntilDown(a.name);
    await sleep(1_500);
    const attempts = await load.stop();

    // What a client does with a request that got no answer: send it again with the same key.
    const outcomes: TAttempt[] = [];
    for (const attempt of attempts) {
      outcomes.push(
        attempt.outcome === 'lost'
          ? await postSale(cluster.baseUrl, shop, attempt.key, attempt.body)
          : attempt,
      );
    }
    const acknowledged = new Map(
      outcomes
        .filter((attempt) => attempt.outcome === 'acknowledged')
        .map((attempt) => [attempt.key, { saleId: attempt.saleId!, total: attempt.total! }]),
    );
    expect(outcomes.filter((attempt) => attempt.outcome === 'lost')).toEqual([]);
    // The survivor kept selling after the kill.
    expect(b.child.exitCode).toBeNull();
    expect(acknowledged.size).toBeGreaterThan(20);

    const ledger = await checkLedger(database.url, shop, acknowledged);
    expect(ledger.missing).toEqual([]);
    expect(ledger.present).toBe(ledger.acknowledged);
    expect(ledger.stockBalanced).toBe(true);
    expect(ledger.movementsBalanced).toBe(true);
    expect(ledger.paymentsBalanced).toBe(true);
    // Every sale of this burst and the earlier tests is one acknowledged key: none twice.
    expect(ledger.sales).toBe(ledger.keys);
  });
});
