import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorEnvelope } from '@cuadre/shared/common/schemas';
import type { TApp } from '../../src/app-context';
import { appOnPool, closedPort, type TAppOnPool } from '../app-on-pool';
import { seedUser } from '../seed';
import { createTestContext, type TTestContext } from '../test-app';
import { fillPath, loadOperations, type TOperation } from './openapi-operations';
import {
  ACCOUNT_TARGETS,
  BODY_UUID_FIELDS,
  isAccountTarget,
  PATH_PARAMS,
  VALID_BODIES,
  withField,
  type TCaller,
} from './route-tables';
import { openShop, shopTag, type TShop } from './shop-fixture';

/**
 * An outside validator replaying real traffic against /api/docs flagged every 4xx and 503 as
 * undocumented. This file is that validator: it provokes real error answers on every operation of the document
 * (no token, the wrong role, bad params, bodies and queries, a body of the wrong type or too large, unknown ids,
 * conflicts, a reused idempotency key, rate limits, a database that does not answer) and requires every status
 * an operation answered to be declared for it in GET /api/docs/json, with the error envelope as its body.
 */

type TSeller = Awaited<ReturnType<typeof seedUser>>;
interface TRawOperation {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
}
interface TCall {
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: string;
  payload?: Record<string, unknown>;
  /** A body sent as it is, with this content type (instead of `payload` as JSON). */
  raw?: { body: string; contentType: string };
}

let ctx: TTestContext;
let down: TAppOnPool;
let operations: TOperation[];
let documented: Record<string, Record<string, TRawOperation>>;
let seller: TSeller;
let accountHolder: TSeller;
let admin: TSeller;
let shop: TShop;
const tag = shopTag('Replay');
/** What each operation answered: 'PUT /api/products/{id}' → status → the first request that got it. */
const answered = new Map<string, Map<number, string>>();
const envelopeless: string[] = [];

function record(op: TOperation, response: LightMyRequestResponse, what: string): void {
  const statuses = answered.get(op.key) ?? new Map<number, string>();
  if (!statuses.has(response.statusCode)) statuses.set(response.statusCode, what);
  answered.set(op.key, statuses);
  if (response.statusCode >= 400 && !ZErrorEnvelope.safeParse(safeJson(response)).success) {
    envelopeless.push(`${op.key} ${response.statusCode} (${what}): ${response.body.slice(0, 120)}`);
  }
}

function safeJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

async function send(app: TApp, op: TOperation, call: TCall, what: string): Promise<LightMyRequestResponse> {
  const url = fillPath(op.path, call.params ?? paramsFor(op)) + (call.query ?? '');
  const response = await app.inject({
    method: op.method,
    url,
    headers: { ...call.headers, ...(call.raw ? { 'content-type': call.raw.contentType } : {}) },
    ...(call.raw ? { payload: call.raw.body } : call.payload !== undefined ? { payload: call.payload } : {}),
  });
  record(op, response, what);
  return response;
}

const callerOf = (who: TSeller, password = who.password): TCaller => ({
  shop,
  email: who.user.email,
  password,
});

/** The headers of the account the operation is meant for. */
function rightHeaders(op: TOperation): Record<string, string> {
  if (op.audience === 'admin') return admin.headers;
  if (op.audience === 'account') return accountHolder.headers;
  if (op.audience === 'seller') return seller.headers;
  // The PIN screen's list is for an enrolled device: its token goes in a header.
  if (op.key === 'GET /api/auth/device-members') return { 'x-device-token': shop.deviceToken };
  return {};
}

/** A valid body: for change-password a wrong current password (a success would end the session). */
function validBody(op: TOperation): Record<string, unknown> | undefined {
  if (!op.bodySchema) return undefined;
  const template = VALID_BODIES[op.key];
  if (!template) throw new Error(`${op.key}: no valid body in route-tables.ts VALID_BODIES`);
  if (op.audience === 'account') return template(callerOf(accountHolder, 'NoEsLaClave1!'));
  return template(callerOf(seller));
}

/** Path parameters naming the caller's own rows (accounts: a random id, as these tests do not need one). */
function paramsFor(op: TOperation, id?: string): Record<string, string> {
  return Object.fromEntries(
    op.pathParams.map((name) => {
      if (id !== undefined) return [name, id];
      // A public receipt's token (design §12): of the right shape, so the request reaches the database.
      if (name === 'token') return [name, randomBytes(32).toString('base64url')];
      const target = PATH_PARAMS[op.path]?.[name];
      if (!target || isAccountTarget(target) || target === 'heldDollarRate') return [name, randomUUID()];
      return [name, shop.ids[target]];
    }),
  );
}

const declaredStatuses = (op: TOperation): string[] =>
  Object.keys(documented[op.path]?.[op.method.toLowerCase()]?.responses ?? {});

const takesIdempotencyKey = (op: TOperation): boolean =>
  (documented[op.path]?.[op.method.toLowerCase()]?.parameters ?? []).some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );

/** A second valid body unlike the first, for a reused idempotency key. */
function otherBody(op: TOperation, body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.amount === 'number') return { ...body, amount: body.amount + 0.01 };
  const items = body.items as { quantity: number }[] | undefined;
  if (items?.[0]) return withField(body, 'items[].quantity', items[0].quantity + 1);
  if (typeof body.restock === 'boolean' || Array.isArray(body.lines))
    return { ...body, restock: body.restock === false };
  if (Object.keys(body).length === 0) return { again: true };
  throw new Error(`${op.key}: say how to vary its body for a reused Idempotency-Key`);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOO_LARGE = JSON.stringify({ relleno: 'x'.repeat(1_100_000) });

beforeAll(async () => {
  // GET /dollar-rate must not reach the internet: an address where nothing listens answers at once.
  ctx = await createTestContext({ env: { DOLLAR_RATE_URL: 'http://127.0.0.1:9/' } });
  down = await appOnPool(`postgres://cuadre@127.0.0.1:${await closedPort()}/cuadre`, {
    connectTimeoutMs: 2_000,
  });
  operations = await loadOperations(ctx);
  documented = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, TRawOperation>>;
  }>().paths;
  [seller, accountHolder, admin] = await Promise.all([
    seedUser(ctx),
    seedUser(ctx),
    seedUser(ctx, { role: 'ADMIN' }),
  ]);
  shop = await openShop(ctx, seller, tag);
});
afterAll(async () => {
  await down.close();
  await ctx.close();
});

describe('the OpenAPI document declares every status an operation answers', () => {
  it('declares the errors of refused requests: no token, wrong role, bad input, unknown ids', async () => {
    for (const op of operations) {
      const headers = rightHeaders(op);
      const body = validBody(op);
      if (op.isProtected) {
        await send(ctx.app, op, { payload: body }, 'no token');
        const wrongRole =
          op.audience === 'admin' ? seller.headers : op.audience === 'seller' ? admin.headers : null;
        if (wrongRole) await send(ctx.app, op, { headers: wrongRole, payload: body }, 'the wrong role');
      }
      // A NUL in the query string (refused on every route, lib/reject-nul.ts).
      await send(ctx.app, op, { headers, query: '?q=%00', payload: body }, 'a NUL in the query');
      if (op.queryParams.includes('page')) {
        await send(ctx.app, op, { headers, query: '?page=0', payload: body }, 'page=0');
      }
      if (op.pathParams.length > 0) {
        await send(ctx.app, op, { headers, params: paramsFor(op, 'no-es-un-id'), payload: body }, 'a bad id');
        await send(
          ctx.app,
          op,
          { headers, params: paramsFor(op, randomUUID()), payload: body },
          'an unknown id',
        );
      }
      if (BODY_METHODS.has(op.method)) {
        if (op.bodySchema) await send(ctx.app, op, { headers, payload: {} }, 'an empty object');
        await send(
          ctx.app,
          op,
          { headers, raw: { body: '{"a":', contentType: 'application/json' } },
          'bad JSON',
        );
        // text/plain is parsed (as a string, then refused by the schema); XML has no parser at all.
        await send(ctx.app, op, { headers, raw: { body: '<a/>', contentType: 'application/xml' } }, 'XML');
        await send(
          ctx.app,
          op,
          { headers, raw: { body: TOO_LARGE, contentType: 'application/json' } },
          'a body over 1 MiB',
        );
      }
      for (const [field, { use }] of Object.entries(BODY_UUID_FIELDS[op.key] ?? {})) {
        if (use !== 'reference' || !body) continue;
        await send(
          ctx.app,
          op,
          { headers, payload: withField(body, field, randomUUID()) },
          `unknown ${field}`,
        );
      }
    }
  });

  it('declares conflicts and reused idempotency keys', async () => {
    const byKey = (key: string) => {
      const op = operations.find((candidate) => candidate.key === key);
      if (!op) throw new Error(`${key} is not in the OpenAPI document`);
      return op;
    };
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: { name: 'Otro', sku: `OTRO-${tag}`, price: 1, cost: 0.5, quantity: 1 },
    });
    expect(other.statusCode).toBe(201);
    const products = byKey('POST /api/products');
    await send(
      ctx.app,
      products,
      { headers: seller.headers, payload: { ...validBody(products), sku: `SKU-${tag}` } },
      'a taken SKU',
    );
    const product = byKey('PUT /api/products/{id}');
    await send(
      ctx.app,
      product,
      { headers: seller.headers, payload: { ...validBody(product), sku: `OTRO-${tag}` } },
      'a taken SKU',
    );
    const sales = byKey('POST /api/sales');
    await send(
      ctx.app,
      sales,
      { headers: seller.headers, payload: withField(validBody(sales) ?? {}, 'items[].quantity', 1_000_000) },
      'more than the stock',
    );
    const createUser = byKey('POST /api/admin/users');
    await send(
      ctx.app,
      createUser,
      { headers: admin.headers, payload: { ...validBody(createUser), email: seller.user.email } },
      'a taken e-mail',
    );
    for (const key of ['PATCH /api/admin/users/{id}/approve', 'PATCH /api/admin/users/{id}/reject']) {
      await send(
        ctx.app,
        byKey(key),
        { headers: admin.headers, params: { id: seller.user.id } },
        'an approved account',
      );
    }
    const withKeys = operations.filter(takesIdempotencyKey);
    expect(withKeys.map((op) => op.key)).toEqual(
      expect.arrayContaining(['POST /api/sales', 'POST /api/payments']),
    );
    for (const op of withKeys) {
      const body = validBody(op) ?? {};
      const headers = { ...rightHeaders(op), 'idempotency-key': randomUUID() };
      await send(ctx.app, op, { headers, payload: body }, 'a new idempotency key');
      await send(ctx.app, op, { headers, payload: otherBody(op, body) }, 'a reused idempotency key');
    }
  });

  it('declares the answers of valid requests, and of rate limits reached', async () => {
    for (const op of operations) {
      const target = PATH_PARAMS[op.path]?.id;
      const params = isAccountTarget(target)
        ? { id: (await seedUser(ctx, ACCOUNT_TARGETS[target])).user.id }
        : paramsFor(op);
      await send(
        ctx.app,
        op,
        { headers: rightHeaders(op), params, payload: validBody(op) },
        'a valid request',
      );
    }
    // The same call again and again from one address, until a limit answers (or plainly no limit does).
    const limited = operations.filter(
      (op) => op.method === 'POST' && (op.audience === 'public' || op.audience === 'account'),
    );
    for (const op of limited) {
      const stranger = `nadie-${randomUUID()}@example.com`;
      for (let attempt = 0; attempt < 25; attempt += 1) {
        const body =
          op.key === 'POST /api/auth/login' ? { email: stranger, password: 'NoEsLaClave1!' } : validBody(op);
        const response = await send(
          ctx.app,
          op,
          { headers: rightHeaders(op), payload: body },
          `attempt ${attempt + 1}`,
        );
        if (response.statusCode === 429) break;
      }
    }
  });

  it('declares 503 on every operation when the database does not answer', async () => {
    for (const op of operations) {
      await send(down.app, op, { headers: rightHeaders(op), payload: validBody(op) }, 'the database down');
    }
    // Every operation reads the database before it answers, but the country list (served from memory) and the
    // two that answer the same whether the address exists, before looking (modules/auth/detached-tasks.ts).
    const never503 = operations.filter((op) => !answered.get(op.key)?.has(503)).map((op) => op.key);
    expect(never503.sort()).toEqual([
      'GET /api/countries',
      'POST /api/auth/forgot-password',
      'POST /api/auth/resend-verification',
    ]);
  });

  it('finds every answered status among the declared responses, each body an error envelope', () => {
    const undeclared: string[] = [];
    for (const op of operations) {
      const declared = declaredStatuses(op);
      for (const [status, what] of answered.get(op.key) ?? []) {
        if (!declared.includes(String(status))) undeclared.push(`${op.key} ${status} (${what})`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(envelopeless).toEqual([]);
    // The replay did reach every kind of error it is about.
    const seen = new Set([...answered.values()].flatMap((statuses) => [...statuses.keys()]));
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 503]) {
      expect(seen.has(status), `no operation answered ${status}`).toBe(true);
    }
  });
});
