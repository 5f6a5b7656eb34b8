import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedUser } from '../seed';
import { createTestContext, type TTestContext, NO_AUTH_RATE_LIMITS } from '../test-app';
import { createFingerprinter, type TFingerprinter } from './db-fingerprint';
import { formatStats, FUZZ_RUNS, fuzzRoute, type TFuzzStats, type TFuzzSubject } from './hostile-harness';
import { FUZZ_ROUTES, type TFuzzGroup } from './hostile-routes';
import { loadOperations, type TOperation } from './openapi-operations';
import {
  ACCOUNT_TARGETS,
  isAccountTarget,
  PATH_PARAMS,
  seedHeldDollarRate,
  VALID_BODIES,
  type TCaller,
} from './route-tables';
import { openShop, shopTag } from './shop-fixture';

/** A route's caller and its rows: each route gets its own seller, so routes do not disturb each other. */
async function subjectFor(ctx: TTestContext, operations: TOperation[], key: string): Promise<TFuzzSubject> {
  const op = operations.find((candidate) => candidate.key === key);
  const route = FUZZ_ROUTES[key];
  if (!op || !route) throw new Error(`${key} is not in the OpenAPI document`);
  const seller = await seedUser(ctx);
  const shops = [await openShop(ctx, seller, shopTag('Fuzz')), await openShop(ctx, seller, shopTag('Fuzz'))];
  const caller: TCaller = {
    shop: shops[0]!,
    email: seller.user.email,
    // The change-password template must fail on the current password: a success would end the session.
    password: key === 'POST /api/auth/change-password' ? 'NoEsLaClave1!' : seller.password,
  };
  const template = op.bodySchema ? (VALID_BODIES[key]?.(caller) ?? null) : null;
  const target = PATH_PARAMS[op.path]?.id;
  let ownIds: string[] = [];
  if (isAccountTarget(target)) {
    ownIds = (await Promise.all([1, 2, 3, 4].map(() => seedUser(ctx, ACCOUNT_TARGETS[target])))).map(
      (u) => u.user.id,
    );
  } else if (target === 'heldDollarRate') {
    ownIds = await Promise.all([1, 2, 3, 4].map(() => seedHeldDollarRate(ctx.db)));
  } else if (target) {
    ownIds = shops.map((shop) => shop.ids[target]);
  }
  let headers: Record<string, string> = {};
  if (route.as === 'seller') headers = seller.headers;
  if (route.as === 'admin') headers = (await seedUser(ctx, { role: 'ADMIN' })).headers;
  return { op, route, headers, template, ownIds };
}

/**
 * Declares one test per route of `group`, each running FUZZ_RUNS generated requests, and prints the figures.
 * The context has no rate limits (they would answer 429 before validation ever ran) and a dollar-rate source
 * that refuses connections at once (no test reaches the internet).
 */
export function fuzzGroup(group: TFuzzGroup): void {
  let ctx: TTestContext;
  let operations: TOperation[];
  let fingerprint: TFingerprinter;
  const results: TFuzzStats[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { DOLLAR_RATE_URL: 'http://127.0.0.1:9/' },
      app: {
        rateLimits: NO_AUTH_RATE_LIMITS,
      },
    });
    operations = await loadOperations(ctx);
    fingerprint = await createFingerprinter(ctx.pool);
  });
  afterAll(async () => {
    console.log(formatStats(results));
    await ctx.close();
  });

  const keys = Object.entries(FUZZ_ROUTES)
    .filter(([, route]) => route.group === group)
    .map(([key]) => key);
  for (const key of keys) {
    it(`${key}: ${FUZZ_RUNS} hostile requests, no 5xx, Spanish 400s, nothing written when refused`, async () => {
      const subject = await subjectFor(ctx, operations, key);
      const stats = await fuzzRoute(ctx, fingerprint, subject);
      results.push(stats);
      expect(stats.problems, stats.problems.join('\n')).toEqual([]);
      expect(stats.cases).toBe(FUZZ_RUNS);
    });
  }
}
