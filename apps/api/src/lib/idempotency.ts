import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { idempotencyKeys } from '../db/schema/system';
import { AppError } from './app-error';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';

export interface TIdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

const MAX_KEY_LENGTH = 255;

// The claim and the stored answer run on every sale and payment: prepared once per connection.
const claimKey = namedStatement<
  { key: string },
  { shopId: string; route: string; key: string; requestHash: string }
>(
  sql`INSERT INTO ${idempotencyKeys} (shop_id, route, key, request_hash)
      VALUES (${sql.placeholder('shopId')}, ${sql.placeholder('route')}, ${sql.placeholder('key')},
              ${sql.placeholder('requestHash')})
      ON CONFLICT DO NOTHING RETURNING key`,
);
const storeAnswer = namedStatement<
  never,
  { shopId: string; route: string; key: string; statusCode: number; responseBody: string }
>(
  sql`UPDATE ${idempotencyKeys}
      SET status_code = ${sql.placeholder('statusCode')}, response_body = ${sql.placeholder('responseBody')}
      WHERE shop_id = ${sql.placeholder('shopId')} AND route = ${sql.placeholder('route')}
        AND key = ${sql.placeholder('key')}`,
);

export function requestHashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** An Idempotency-Key with the hash of the body it stands for: two requests are the same when both match. */
export interface TKeyClaim {
  key: string;
  requestHash: string;
}

/** The claim a write makes with its key, or null when the request came without one. */
export function keyClaimOf(key: string | undefined, body: unknown): TKeyClaim | null {
  return key === undefined ? null : { key, requestHash: requestHashOf(body) };
}

/** The Idempotency-Key header, refused (400) when empty or longer than a key can be. */
function checkedIdempotencyKey(key: string | undefined): string | undefined {
  if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    throw new AppError(400, 'VALIDATION_ERROR', SERVER_MESSAGES.VALIDATION_FAILED, [
      'Idempotency-Key inválida',
    ]);
  }
  return key;
}

/**
 * The first answer given for a key already claimed: 422 when it was claimed for another body, 409 while the
 * first request is still running.
 */
export async function replayStored<T>(
  db: TDbOrTx,
  scope: { shopId: string; route: string; key: string },
  requestHash: string,
): Promise<TIdempotentResult<T>> {
  const replay = await replayIfClaimed<T>(db, scope, requestHash);
  if (!replay) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', SERVER_MESSAGES.IDEMPOTENCY_KEY_REUSED);
  return replay;
}

/** As replayStored, but null when nobody has claimed the key (it is free). */
export async function replayIfClaimed<T>(
  db: TDbOrTx,
  scope: { shopId: string; route: string; key: string },
  requestHash: string,
): Promise<TIdempotentResult<T> | null> {
  const { shopId, route, key } = scope;
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)),
    )
    .limit(1);
  if (!stored) return null;
  if (stored.requestHash !== requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', SERVER_MESSAGES.IDEMPOTENCY_KEY_REUSED);
  }
  if (stored.statusCode === null) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', SERVER_MESSAGES.IDEMPOTENCY_IN_PROGRESS);
  }
  return {
    statusCode: stored.statusCode,
    body: JSON.parse(stored.responseBody ?? 'null') as T,
    replayed: true,
  };
}

/**
 * Runs `operation` in one transaction together with the claim of the key (Stripe's model). A second
 * request with the same key waits on the first one's row lock, then replays its stored answer; with a
 * different body it gets 422. A failed operation rolls back the claim too, so the key can be retried.
 */
export async function runIdempotent<T>(
  db: TDb,
  scope: { shopId: string; route: string; claim: TKeyClaim | null },
  operation: (tx: TTx) => Promise<{ statusCode: number; body: T }>,
): Promise<TIdempotentResult<T>> {
  const { shopId, route, claim } = scope;
  if (claim === null) {
    const result = await db.transaction((tx) => operation(tx));
    return { ...result, replayed: false };
  }
  const { key, requestHash } = claim;
  return db.transaction(async (tx) => {
    const claimed = await claimKey.run(tx, { shopId, route, key, requestHash });
    if (claimed.length === 0) return replayStored<T>(tx, { shopId, route, key }, requestHash);
    const result = await operation(tx);
    await storeAnswer.run(tx, {
      shopId,
      route,
      key,
      statusCode: result.statusCode,
      responseBody: JSON.stringify(result.body),
    });
    return { ...result, replayed: false };
  });
}

/** The optional `Idempotency-Key` header of the routes that take one (design.md §3). */
export const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/**
 * The one way a route writes idempotently (design §3): its schema takes ZIdempotencyHeaders, and its handler is
 * this, around the write. The key is read and checked here, once; the write claims it (runIdempotent, or the
 * sales statement) and answers; a replay of the first answer is sent as it was stored, marked as a replay. Only
 * 201 answers are ever stored, so a replay is a 201 too.
 */
export function idempotentWrite<
  TRequest extends { headers: { 'idempotency-key'?: string | undefined } },
  TBody,
>(
  write: (request: TRequest, key: string | undefined) => Promise<TIdempotentResult<TBody>>,
): (request: TRequest, reply: FastifyReply) => Promise<TBody> {
  return async (request, reply) => {
    const result = await write(request, checkedIdempotencyKey(request.headers['idempotency-key']));
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    void reply.status(result.statusCode);
    return result.body;
  };
}
