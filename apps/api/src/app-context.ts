import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { TEnv } from './config/env';
import type { TDb } from './db/client';
import type { TAccessTokens } from './lib/auth/access-token';
import type { TAccountCache } from './lib/auth/account-cache';
import type { TGuardAccount, TGuards } from './lib/auth/guards';
import type { TCounterStore } from './lib/counter-store';
import type { THeavyWork } from './lib/heavy-work';
import type { TMailer } from './lib/mail/mailer';
import type { TRateLimits } from './lib/rate-limits';

export type TApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module's routes may use: passed explicitly, no decorators to discover. */
export interface TAppContext {
  env: TEnv;
  db: TDb;
  pool: pg.Pool;
  dbKind: 'embedded' | 'server';
  migration: string;
  tokens: TAccessTokens;
  guards: TGuards;
  /** The accounts the guards keep in memory: a service that changes an account forgets it after the commit. */
  accounts: Pick<TAccountCache<TGuardAccount>, 'forget'>;
  /** Injected so tests can move time (token expiry, "this month"); production uses the real clock. */
  now: () => Date;
  /** E-mail through the outbox (design §5): enqueue inside the transaction, wake after the commit. */
  mailer: TMailer;
  /** Limits of the auth calls (lib/rate-limits.ts); tests may lower them. */
  rateLimits: TRateLimits;
  /** The rate limits' counters: in this process, or in Redis shared by every process (REDIS_URL). */
  counters: TCounterStore;
  /** Each shop's share of PDFs, statements, exports and imports (design §19). */
  heavyWork: THeavyWork;
}
