import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { createTestContext, NO_AUTH_RATE_LIMITS, type TTestContext } from '../test-app';
import { seedUser, type TSeededUser } from '../seed';
import { fillPath, loadOperations, type TJsonSchema, type TOperation } from './openapi-operations';

// A 400 says in Spanish what is wrong with a field; it never prints the regular expression the field was checked
// against (zod's own Spanish does: "debe coincidir con el patrón /^…$/"), which means nothing to a seller.

const BAD = 'no!válido';
const LEAKS = /patr[oó]n|pattern|\/\^|\$\//i;

let ctx: TTestContext;
let seller: TSeededUser;
let admin: TSeededUser;
beforeAll(async () => {
  ctx = await createTestContext({ app: { rateLimits: NO_AUTH_RATE_LIMITS } });
  [seller, admin] = await Promise.all([seedUser(ctx), seedUser(ctx, { role: 'ADMIN', country: null })]);
});
afterAll(() => ctx.close());

/** A value of the schema's shape whose every text is BAD: each field fails whatever check it has. */
function badValue(schema: TJsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return BAD;
  const branch = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].find(
    (option) => option.type !== 'null',
  );
  if (branch) return badValue(branch, depth + 1);
  if (schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, child]) => [name, badValue(child, depth + 1)]),
    );
  }
  if (schema.items) return [badValue(schema.items, depth + 1)];
  return BAD;
}

function headersFor(op: TOperation): Record<string, string> {
  if (op.audience === 'admin') return admin.headers;
  if (op.audience === 'public') return {};
  return seller.headers;
}

describe('validation messages', () => {
  it('never show a pattern, on any operation of the OpenAPI document, whatever field is wrong', async () => {
    const operations = await loadOperations(ctx);
    const leaks: string[] = [];
    let refusals = 0;
    for (const op of operations) {
      const params = Object.fromEntries(op.pathParams.map((name) => [name, BAD]));
      const query = op.queryParams.map((name) => `${name}=${encodeURIComponent(BAD)}`).join('&');
      const body = op.bodySchema ? badValue(op.bodySchema) : undefined;
      const response = await ctx.app.inject({
        method: op.method,
        url: fillPath(op.path, params) + (query ? `?${query}` : ''),
        headers: headersFor(op),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (response.statusCode !== 400) continue;
      refusals += 1;
      const answer = response.json<{ message: string; errors?: string[] }>();
      for (const text of [answer.message, ...(answer.errors ?? [])]) {
        if (LEAKS.test(text)) leaks.push(`${op.key}: ${text}`);
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached the validators: most operations take a parameter, a query or a body.
    expect(refusals).toBeGreaterThan(40);
  });

  it('answers a malformed public receipt token as an unknown one: 404, not a pattern', async () => {
    for (const token of ['not-a-token', 'corto', 'A'.repeat(44), '%20']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/public/receipts/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(SERVER_MESSAGES.RECEIPT_LINK_NOT_FOUND);
    }
  });
});
