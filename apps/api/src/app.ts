import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@cuadre/shared/common/constants';
import { configureZodSpanish } from '@cuadre/shared/common/zod-setup';
import type pg from 'pg';
import type { TApp, TAppContext } from './app-context';
import type { TEnv } from './config/env';
import type { TDb } from './db/client';
import { notFound } from './lib/app-error';
import { createAccessTokens } from './lib/auth/access-token';
import { createAccountCache } from './lib/auth/account-cache';
import { createGuards, type TGuardAccount } from './lib/auth/guards';
import { createHeavyWork } from './lib/heavy-work';
import { createMemoryCounterStore } from './lib/counter-store';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler';
import { declareErrorResponses, shareErrorEnvelope } from './lib/error-responses';
import { documentTransform, withMediaTypes } from './lib/openapi-document';
import { createIdempotencyKeyPurge } from './lib/idempotency-purge';
import { loggedRequest } from './lib/log-redaction';
import { createMailer, type TMailer } from './lib/mail/mailer';
import { createTransportFromEnv } from './lib/mail/mail-transport';
import { DEFAULT_RATE_LIMITS, type TRateLimits } from './lib/rate-limits';
import { createRedisClient, createRedisCounterStore } from './lib/redis-counter-store';
import { rejectNulCharacters } from './lib/reject-nul';
import { answerClientError, requestTimeoutOptions } from './lib/request-timeout';
import { registerSecurityHeaders } from './lib/security-headers';
import { inlineScriptHashes, registerWebApp } from './lib/web-app';
import { createDollarRateRefresherFromEnv } from './modules/dollar-rate/dollar-rate.refresher';
import { registerModules } from './modules/register-modules';
import type { TSaleWriterOptions } from './modules/sales/sale-writer';
import { leaveOutCosts } from './lib/auth/costs-left-out';

export interface TBuildAppOptions {
  env: TEnv;
  db: TDb;
  pool: pg.Pool;
  dbKind: 'embedded' | 'server';
  migration: string;
  jwtSecret: string;
  /** The built SPA to serve, when there is one (production). */
  webDistDir?: string;
  now?: () => Date;
  logger?: boolean;
  /** The outbox mailer; default: SMTP_URL or .eml files in DATA_DIR/outbox. Tests pass one on their SMTP sink. */
  mailer?: TMailer;
  /** Runs the outbox sender in the background (server.ts); otherwise mail waits for `mailer.sendDue()`. */
  startMailSender?: boolean;
  /** Reads the Dólar BCV in the background (server.ts); tests drive their own refresher instead. */
  startDollarRateRefresh?: boolean;
  rateLimits?: Partial<TRateLimits>;
  /** What the keys of this app start with in REDIS_URL's Redis; tests give each app family its own. */
  redisKeyPrefix?: string;
  /** Where log lines go (default: stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** How long a request's headers and body may take to arrive (default 30 s, request-timeout.ts); tests lower it. */
  bodyTimeoutMs?: number;
  /** The sale writer's bounds (sale-writer.ts); tests lower them to see a full queue. */
  saleWriter?: TSaleWriterOptions;
}

export async function buildApp(options: TBuildAppOptions): Promise<TApp> {
  configureZodSpanish();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: loggedRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // TRUST_PROXY (config/env.ts): who may say, in X-Forwarded-For, which address `request.ip` is.
    trustProxy: trustedProxies(options.env.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
    // A body trickled in a byte at a time must not hold a connection open: 408 after 30 s (design §16).
    ...requestTimeoutOptions(options.bodyTimeoutMs),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });
  app.addHook('onSend', leaveOutCosts);
  app.addHook('preValidation', rejectNulCharacters);
  registerErrorHandler(app);
  // Before any route (swagger's included): every route's schema declares the errors it can answer.
  app.addHook('onRoute', declareErrorResponses);
  registerSecurityHeaders(app, {
    appUrl: options.env.APP_URL,
    inlineScriptHashes: inlineScriptHashes(options.webDistDir),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentTransform,
    transformObject: withMediaTypes(shareErrorEnvelope),
  });
  // Its tags start folded: with every operation listed open, Swagger UI draws the first tag only, past a
  // hundred and a score of operations (an e2e test opens one).
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
  // With REDIS_URL every process counts in one Redis (design §16); without it, each in its own memory.
  const redis = options.env.REDIS_URL
    ? createRedisClient(options.env.REDIS_URL, options.redisKeyPrefix ?? 'cuadre:')
    : undefined;
  if (redis) {
    // Connecting when ready makes a wrong REDIS_URL stop the start instead of failing logins later.
    app.addHook('onReady', async () => redis.connect());
    // ioredis reconnects by itself; while Redis is away its failures go to the log once per attempt (limited calls
    // answer 503), instead of ioredis's own "Unhandled error event" on stderr.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      if (redis.status === 'wait') redis.disconnect();
      else await redis.quit();
    });
  }
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}) });
  const counters = redis ? createRedisCounterStore(redis) : createMemoryCounterStore();

  const tokens = createAccessTokens(options.jwtSecret);
  const accounts = createAccountCache<TGuardAccount>({ pool: options.pool, log: app.log });
  app.addHook('onReady', async () => accounts.start());
  app.addHook('onClose', async () => accounts.stop());
  const now = options.now ?? (() => new Date());
  const mailer =
    options.mailer ??
    createMailer({
      db: options.db,
      transport: createTransportFromEnv(options.env, app.log),
      now,
      log: app.log,
    });
  if (options.startMailSender) app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  const keyPurge = createIdempotencyKeyPurge({ db: options.db, log: app.log });
  app.addHook('onReady', async () => keyPurge.start());
  app.addHook('onClose', async () => keyPurge.stop());
  if (options.startDollarRateRefresh) {
    const dollarRate = createDollarRateRefresherFromEnv(options.env, { db: options.db, now, log: app.log });
    app.addHook('onReady', async () => dollarRate.start());
    app.addHook('onClose', async () => dollarRate.stop());
  }
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const ctx: TAppContext = {
    env: options.env,
    db: options.db,
    pool: options.pool,
    dbKind: options.dbKind,
    migration: options.migration,
    tokens,
    guards: createGuards(options.db, tokens, accounts),
    accounts,
    now,
    mailer,
    rateLimits,
    counters,
    heavyWork: createHeavyWork(counters, rateLimits.heavyWorkPerShop),
  };

  await app.register(
    async (api) => {
      registerModules(api.withTypeProvider<ZodTypeProvider>(), ctx, { saleWriter: options.saleWriter });
    },
    { prefix: '/api' },
  );

  const servesWeb = options.webDistDir ? await registerWebApp(app, options.webDistDir) : false;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && servesWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    throw notFound();
  });

  return app;
}

/**
 * Fastify 5.12 reads a numeric `trustProxy` as "trust nobody", so a hop count is given as the function
 * proxy-addr itself builds for one: the nearest `hops` addresses of the chain are proxies.
 */
function trustedProxies(
  value: TEnv['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
