import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { seedUser } from '../seed';
import { seedMember } from '../seed-member';
import { createTestContext, type TTestContext } from '../test-app';
import { createFingerprinter, rowsOfSeller, tenantTables, type TFingerprinter } from './db-fingerprint';
import { badTokens } from './forged-tokens';
import { FUZZ_ROUTES } from './hostile-routes';
import { fillPath, loadOperations, uuidFieldsOf, type TOperation } from './openapi-operations';
import {
  ACCOUNT_TARGETS,
  ANY_ROLE_ROUTES,
  isAccountTarget,
  BODY_UUID_FIELDS,
  PATH_PARAMS,
  seedHeldDollarRate,
  SHARED_READS,
  VALID_BODIES,
  withField,
  type TCaller,
} from './route-tables';
import { readableBody } from './readable-answer';
import { openShop, shopTag, type TShop } from './shop-fixture';

/**
 * OWASP API Top 10 2023 API1 (object level), API3 (property level), API5 (function level) and ASVS 5.0 V8:
 * generated from the OpenAPI document, so a route added tomorrow is in the matrix tomorrow. Seller A owns one row
 * of each kind; seller B tries them all. docs/security.md "Isolation" lists what each test proves.
 */

type TSeller = Awaited<ReturnType<typeof seedUser>>;

let ctx: TTestContext;
let operations: TOperation[];
let fingerprint: TFingerprinter;
let tables: string[];
let sellerA: TSeller;
let sellerB: TSeller;
let sellerC: TSeller;
let admin: TSeller;
let shopA: TShop;
let shopB: TShop;
/** Every id and marker string of A's rows: none may appear in an answer to B. */
let secretsOfA: string[];
const tagA = shopTag('TiendaA');
const viewsOfBBeforeA = new Map<string, { status: number; body: string }>();

const callerOf = (seller: TSeller, shop: TShop): TCaller => ({
  shop,
  email: seller.user.email,
  password: seller.password,
});

function bodyFor(op: TOperation, caller: TCaller): Record<string, unknown> | undefined {
  if (!op.bodySchema) return undefined;
  const template = VALID_BODIES[op.key];
  if (!template) throw new Error(`${op.key}: no valid body in route-tables.ts VALID_BODIES`);
  return template(caller);
}

function paramsFor(op: TOperation, shop: TShop, accountId: string = randomUUID()): Record<string, string> {
  const targets = PATH_PARAMS[op.path];
  return Object.fromEntries(
    op.pathParams.map((name) => {
      const target = targets?.[name];
      if (!target) throw new Error(`${op.path}: {${name}} has no resource in route-tables.ts PATH_PARAMS`);
      return [name, isAccountTarget(target) || target === 'heldDollarRate' ? accountId : shop.ids[target]];
    }),
  );
}

/** A fresh account in the state an admin route acts on (PENDING for approve, suspended for reactivate…). */
async function targetAccountFor(op: TOperation): Promise<string> {
  const target = PATH_PARAMS[op.path]?.id;
  if (target === 'heldDollarRate') return seedHeldDollarRate(ctx.db);
  return (await seedUser(ctx, isAccountTarget(target) ? ACCOUNT_TARGETS[target] : { status: 'PENDING' })).user
    .id;
}

function send(
  op: TOperation,
  headers: Record<string, string>,
  params: Record<string, string>,
  body?: Record<string, unknown>,
) {
  return ctx.app.inject({
    method: op.method,
    url: fillPath(op.path, params),
    headers,
    ...(body ? { payload: body } : {}),
  });
}

function expectNoSecretOfA(text: string, where: string): void {
  const leaked = secretsOfA.filter((secret) => text.includes(secret));
  expect(leaked, `${where} shows rows of seller A`).toEqual([]);
}

const sellerReads = () =>
  operations.filter((op) => op.audience === 'seller' && op.method === 'GET' && op.pathParams.length === 0);

function readVariants(op: TOperation): string[] {
  const variants = [''];
  if (op.queryParams.includes('search')) variants.push(`?search=${encodeURIComponent(tagA)}`);
  if (op.queryParams.includes('pageSize')) variants.push('?pageSize=100');
  return variants;
}

beforeAll(async () => {
  // GET /dollar-rate must not reach the internet: an address where nothing listens answers at once.
  ctx = await createTestContext({ env: { DOLLAR_RATE_URL: 'http://127.0.0.1:9/' } });
  operations = await loadOperations(ctx);
  fingerprint = await createFingerprinter(ctx.pool);
  tables = await tenantTables(ctx.pool);
  [sellerA, sellerB, sellerC, admin] = await Promise.all([
    seedUser(ctx),
    seedUser(ctx),
    seedUser(ctx),
    seedUser(ctx, { role: 'ADMIN' }),
  ]);
  shopB = await openShop(ctx, sellerB, shopTag('TiendaB'));
  // What B sees before A exists: A's whole shop must not change a byte of it.
  for (const op of sellerReads()) {
    for (const variant of readVariants(op)) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: op.path + variant,
        headers: sellerB.headers,
      });
      viewsOfBBeforeA.set(op.key + variant, { status: response.statusCode, body: readableBody(response) });
    }
  }
  shopA = await openShop(ctx, sellerA, tagA, { price: 13.75, expense: 87.6 });
  const rowsOfA = await rowsOfSeller(ctx.pool, tables, sellerA.user.id);
  const idsOfA = Object.values(rowsOfA)
    .flat()
    .map((row) => (row as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string');
  secretsOfA = [...new Set([...shopA.markers, ...idsOfA])];
});
afterAll(() => ctx.close());

describe('the route tables cover the OpenAPI document', () => {
  it('classifies every operation, and finds seller, admin and public ones', () => {
    const byAudience = (audience: string) => operations.filter((op) => op.audience === audience).length;
    expect(byAudience('seller')).toBeGreaterThanOrEqual(20);
    expect(byAudience('admin')).toBeGreaterThanOrEqual(10);
    expect(byAudience('public')).toBeGreaterThanOrEqual(6);
  });

  it('maps every path parameter of a protected route to a resource', () => {
    const unmapped = operations
      .filter((op) => op.isProtected)
      .flatMap((op) =>
        op.pathParams.filter((name) => !PATH_PARAMS[op.path]?.[name]).map((n) => `${op.key} {${n}}`),
      );
    expect(unmapped, 'add them to PATH_PARAMS in test/security/route-tables.ts').toEqual([]);
    const paths = new Set(operations.map((op) => op.path));
    expect(
      Object.keys(PATH_PARAMS).filter((path) => !paths.has(path)),
      'stale PATH_PARAMS',
    ).toEqual([]);
  });

  it('has a valid body for every operation that takes one', () => {
    const missing = operations.filter((op) => op.bodySchema && !VALID_BODIES[op.key]).map((op) => op.key);
    expect(missing, 'add them to VALID_BODIES in test/security/route-tables.ts').toEqual([]);
    const keys = new Set(operations.map((op) => op.key));
    expect(
      Object.keys(VALID_BODIES).filter((key) => !keys.has(key)),
      'stale VALID_BODIES',
    ).toEqual([]);
  });

  it('fuzzes every operation that writes or reads a query string (npm run test:faults)', () => {
    const wanted = operations
      .filter((op) => op.method !== 'GET' || op.queryParams.length > 0)
      .map((op) => op.key);
    expect(
      wanted.filter((key) => !FUZZ_ROUTES[key]),
      'add them to FUZZ_ROUTES in test/security/hostile-routes.ts',
    ).toEqual([]);
    expect(
      Object.keys(FUZZ_ROUTES).filter((key) => !wanted.includes(key)),
      'stale FUZZ_ROUTES',
    ).toEqual([]);
  });

  it('knows what every UUID field of a seller body points at', () => {
    const unmapped = operations
      .filter((op) => op.audience === 'seller')
      .flatMap((op) =>
        uuidFieldsOf(op.bodySchema)
          .filter((field) => !BODY_UUID_FIELDS[op.key]?.[field])
          .map((field) => `${op.key} body.${field}`),
      );
    expect(unmapped, 'add them to BODY_UUID_FIELDS in test/security/route-tables.ts').toEqual([]);
  });
});

describe('seller B against seller A (OWASP API1: broken object level authorization)', () => {
  it("never shows B a row of A's in a list, a search or a summary", async () => {
    const reads = sellerReads();
    expect(reads.length).toBeGreaterThanOrEqual(8);
    for (const op of reads) {
      for (const variant of readVariants(op)) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: op.path + variant,
          headers: sellerB.headers,
        });
        const body = readableBody(response);
        expect(
          { status: response.statusCode, body },
          `${op.key}${variant} as B changed when A's shop opened`,
        ).toEqual(viewsOfBBeforeA.get(op.key + variant));
        expectNoSecretOfA(body, `${op.key}${variant} as B`);
      }
      if (SHARED_READS.has(op.key)) continue;
      // The check above means something only if A does see its own rows there.
      const asA = await ctx.app.inject({ method: 'GET', url: op.path, headers: sellerA.headers });
      expect(readableBody(asA), `${op.key}: A's own answer should differ from B's`).not.toBe(
        viewsOfBBeforeA.get(op.key)?.body,
      );
    }
  });

  it("answers B 404 for A's id on every parameterised route, like a missing id, and changes nothing", async () => {
    const targets = operations.filter((op) => op.audience === 'seller' && op.pathParams.length > 0);
    expect(targets.length).toBeGreaterThanOrEqual(8);
    const callerB = callerOf(sellerB, shopB);
    for (const op of targets) {
      const rowsBefore = await rowsOfSeller(ctx.pool, tables, sellerA.user.id);
      const before = await fingerprint.take();
      const foreign = await send(op, sellerB.headers, paramsFor(op, shopA), bodyFor(op, callerB));
      const missing = await send(
        op,
        sellerB.headers,
        Object.fromEntries(op.pathParams.map((name) => [name, randomUUID()])),
        bodyFor(op, callerB),
      );
      expect(foreign.statusCode, `${op.key} with A's id`).toBe(404);
      expect(foreign.json(), `${op.key}: A's id must look exactly like a missing one`).toEqual(
        missing.json(),
      );
      expectNoSecretOfA(foreign.body, op.key);
      expect(await rowsOfSeller(ctx.pool, tables, sellerA.user.id), `${op.key} touched A's rows`).toEqual(
        rowsBefore,
      );
      expect(await fingerprint.take(), `${op.key} wrote to the database`).toBe(before);

      // The same call on the caller's own row works, so the 404 above is isolation, not a broken route.
      const shopC = await openShop(ctx, sellerC, shopTag('TiendaC'));
      const own = await send(
        op,
        sellerC.headers,
        paramsFor(op, shopC),
        bodyFor(op, callerOf(sellerC, shopC)),
      );
      expect(own.statusCode, `${op.key} on the caller's own row: ${own.body}`).toBeLessThan(300);
    }
  });

  it("answers B 404 when a body points at A's rows, and ignores ids the path overrides", async () => {
    const callerB = callerOf(sellerB, shopB);
    let tried = 0;
    for (const [key, fields] of Object.entries(BODY_UUID_FIELDS)) {
      const op = operations.find((candidate) => candidate.key === key);
      if (!op) throw new Error(`BODY_UUID_FIELDS: ${key} is not in the document`);
      for (const [field, { use, kind }] of Object.entries(fields)) {
        const template = bodyFor(op, callerB) ?? {};
        const body = withField(template, field, shopA.ids[kind]);
        const rowsBefore = await rowsOfSeller(ctx.pool, tables, sellerA.user.id);
        const before = await fingerprint.take();
        const response = await send(op, sellerB.headers, paramsFor(op, shopB), body);
        tried += 1;
        expect(await rowsOfSeller(ctx.pool, tables, sellerA.user.id), `${key} body.${field}`).toEqual(
          rowsBefore,
        );
        expectNoSecretOfA(response.body, `${key} body.${field}`);
        if (use === 'reference') {
          expect(response.statusCode, `${key} with A's ${kind} in body.${field}`).toBe(404);
          expect(await fingerprint.take(), `${key} body.${field} wrote to the database`).toBe(before);
        } else if (use === 'person') {
          expect(response.statusCode, `${key} with A's ${kind} in body.${field}`).toBe(403);
          expect(response.json().code).toBe('INVALID_PIN');
          expect(await fingerprint.take(), `${key} body.${field} wrote to the database`).toBe(before);
        } else {
          expect(response.statusCode, `${key} body.${field}: ${response.body}`).toBe(200);
          expect(response.json().data.id).toBe(paramsFor(op, shopB).id);
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(5);
  });
});

describe("B's members against A (decision record 029: member against member)", () => {
  it("shows a manager and a PIN cashier of B nothing of A's, and answers A's ids as missing ones", async () => {
    const manager = await seedMember(ctx, sellerB, 'MANAGER');
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/pin',
      payload: { deviceToken: shopB.deviceToken, memberId: shopB.ids.member, pin: '1234' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cashier = { authorization: `Bearer ${signedIn.json().data.token as string}` };
    const targets = operations.filter((op) => op.audience === 'seller' && op.pathParams.length > 0);
    let probes = 0;
    for (const [who, headers] of [
      ['manager', manager.headers],
      ['PIN cashier', cashier],
    ] as const) {
      for (const op of sellerReads()) {
        for (const variant of readVariants(op)) {
          const response = await ctx.app.inject({ method: 'GET', url: op.path + variant, headers });
          expectNoSecretOfA(readableBody(response), `${op.key}${variant} as B's ${who}`);
        }
      }
      for (const op of targets) {
        const rowsBefore = await rowsOfSeller(ctx.pool, tables, sellerA.user.id);
        const before = await fingerprint.take();
        const body = bodyFor(op, callerOf(sellerB, shopB));
        const foreign = await send(op, headers, paramsFor(op, shopA), body);
        const missing = await send(
          op,
          headers,
          Object.fromEntries(op.pathParams.map((name) => [name, randomUUID()])),
          body,
        );
        probes += 1;
        // 404 as a missing row, or 403 where the role may not (or not without approval) do it at all.
        expect([403, 404], `${op.key} with A's id as B's ${who}`).toContain(foreign.statusCode);
        expect(foreign.json(), `${op.key}: A's id must look like a missing one to B's ${who}`).toEqual(
          missing.json(),
        );
        expectNoSecretOfA(foreign.body, `${op.key} as B's ${who}`);
        expect(await rowsOfSeller(ctx.pool, tables, sellerA.user.id), `${op.key} touched A's rows`).toEqual(
          rowsBefore,
        );
        expect(await fingerprint.take(), `${op.key} as B's ${who} wrote to the database`).toBe(before);
      }
    }
    expect(probes).toBeGreaterThanOrEqual(16);
  });
});

describe('roles (OWASP API5: broken function level authorization)', () => {
  it('answers a seller 403 on every admin route and changes nothing', async () => {
    const adminRoutes = operations.filter((op) => op.audience === 'admin');
    const callerB = callerOf(sellerB, shopB);
    for (const op of adminRoutes) {
      const account = await targetAccountFor(op);
      const before = await fingerprint.take();
      const response = await send(op, sellerA.headers, paramsFor(op, shopB, account), bodyFor(op, callerB));
      expect(response.statusCode, `${op.key} as a seller`).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: SERVER_MESSAGES.FORBIDDEN,
      });
      expect(await fingerprint.take(), `${op.key} as a seller wrote to the database`).toBe(before);
      // The admin gets through: the 403 was the role's doing.
      const asAdmin = await send(op, admin.headers, paramsFor(op, shopB, account), bodyFor(op, callerB));
      expect(asAdmin.statusCode, `${op.key} as an admin: ${asAdmin.body}`).toBeLessThan(300);
    }
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('answers an admin 403 on every shop route (an admin has no shop) and changes nothing', async () => {
    const shopRoutes = operations.filter((op) => op.audience === 'seller' && !ANY_ROLE_ROUTES.has(op.key));
    const callerA = callerOf(sellerA, shopA);
    const before = await fingerprint.take();
    for (const op of shopRoutes) {
      const response = await send(op, admin.headers, paramsFor(op, shopA), bodyFor(op, callerA));
      expect(response.statusCode, `${op.key} as an admin`).toBe(403);
    }
    expect(await fingerprint.take()).toBe(before);
    for (const key of ANY_ROLE_ROUTES) {
      const op = operations.find((candidate) => candidate.key === key);
      if (!op) throw new Error(`ANY_ROLE_ROUTES: ${key} is not in the document`);
      const response = await send(op, admin.headers, {}, bodyFor(op, callerA));
      expect(response.statusCode, `${key} as an admin`).not.toBe(403);
    }
    expect(shopRoutes.length).toBeGreaterThanOrEqual(20);
  });
});

describe('authentication of every protected route (ASVS 5.0 V6/V7, OWASP API2)', () => {
  it('answers 401 to a missing, malformed, expired, edited, wrongly signed or alg-none token', async () => {
    const protectedRoutes = operations.filter((op) => op.isProtected);
    let tried = 0;
    for (const op of protectedRoutes) {
      const subject = op.audience === 'admin' ? admin : sellerA;
      const account = op.audience === 'admin' ? await targetAccountFor(op) : undefined;
      const before = await fingerprint.take();
      for (const [name, authorization] of Object.entries(
        badTokens(subject.user.id, subject.user.role, subject.token),
      )) {
        const headers: Record<string, string> = authorization === null ? {} : { authorization };
        const response = await send(
          op,
          headers,
          paramsFor(op, shopA, account),
          bodyFor(op, callerOf(sellerA, shopA)),
        );
        tried += 1;
        expect(response.statusCode, `${op.key} with ${name}: ${response.body}`).toBe(401);
        expect(response.json()).toEqual({
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: SERVER_MESSAGES.UNAUTHORIZED,
        });
      }
      expect(await fingerprint.take(), `${op.key} with a bad token wrote to the database`).toBe(before);
    }
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(35);
    expect(tried).toBeGreaterThanOrEqual(35 * 14);
  });
});
