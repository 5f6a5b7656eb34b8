import { isIP } from 'node:net';
import { z } from 'zod';
import { linkReach } from '@cuadre/shared/receipts/link-reach';
import { PUBLIC_LINK_MESSAGES } from '@cuadre/shared/receipts/messages';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * How long the API waits for a pooled connection (a new one, or a free one when all are busy) and how long one
 * statement may run. Both turn a stuck database into a prompt error instead of requests that pile up forever;
 * both sit far above what any call of the app needs.
 */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS = 30_000;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** The ranges proxy-addr (Fastify's `trustProxy`) knows by name. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: who may tell the API the client's address (X-Forwarded-For), as Fastify's `trustProxy` takes
 * it — a hop count (`1`: the one proxy in front), or the proxies' addresses and CIDR ranges, comma-separated.
 * Unset (or `0`): nobody, the connection's own address is the client's. `true` (trust anyone) is not offered:
 * any client could then pick its own address, and with it a fresh set of rate-limit counters.
 */
const ZTrustProxy = z.preprocess(emptyAsUndefined, z.string().optional()).transform((value, context) => {
  if (value === undefined) return false as const;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? (false as const) : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be a hop count or a comma-separated list of addresses and CIDR ranges',
  });
  return z.NEVER;
});

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_DATABASE_CONNECT_TIMEOUT_MS),
  // 0 lets statements run without a limit, as PostgreSQL's own statement_timeout does.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  APP_URL: optionalUrl,
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Cuadre <no-reply@cuadre.local>'),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  DOLLAR_RATE_URL: z.url().default('https://www.bcv.org.ve/'),
  // Seconds between two reads of the BCV page (design §7: at most every 30 minutes by default).
  DOLLAR_RATE_TTL: z.coerce.number().int().min(1).default(1800),
  DOLLAR_RATE_CA_FILE: optionalString,
  // A JSON source shaped like DolarApi's ({ promedio, fechaActualizacion }, or the /v1/dolares list), read when the
  // BCV page fails.
  DOLLAR_RATE_FALLBACK_URL: optionalUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // The nice value of the threads that read uploaded files (Linux): 19, the lowest priority, yields the cores to
  // the requests of every shop. The API's own test suite reads at 0, so that a machine busy with other suites
  // does not starve the files its tests send; the fault suite measures the server as it ships.
  IMPORT_READER_NICENESS: z.coerce.number().int().min(0).max(19).default(19),
  // Where the built web app is; the default is the monorepo's apps/web/dist.
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: ZTrustProxy,
  // Set: the rate-limit counters live in this Redis, shared by every API process (design §16).
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
});

export type TEnv = z.infer<typeof ZEnv> & {
  APP_URL: string;
  /** False when APP_URL fell back to http://localhost:$PORT. */
  isAppUrlSet: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a whole environment at once so every bad variable is named in one message. */
export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data;
  const problems: string[] = [];
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length > 0) throw new EnvError(problems);
  return {
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    isAppUrlSet: env.APP_URL !== undefined,
  };
}

/**
 * What the start says when the links sent to customers (a receipt's, the e-mails') would not open on their phones:
 * in production, APP_URL unset (http://localhost:…) or a local address. Null when there is nothing to say.
 */
export function appUrlStartWarning(env: Pick<TEnv, 'NODE_ENV' | 'APP_URL' | 'isAppUrlSet'>): string | null {
  if (env.NODE_ENV !== 'production') return null;
  if (!env.isAppUrlSet) return PUBLIC_LINK_MESSAGES.appUrlUnset(env.APP_URL);
  return linkReach(env.APP_URL) === 'public' ? null : PUBLIC_LINK_MESSAGES.appUrlLocal(env.APP_URL);
}

export function loadEnv(): TEnv {
  return parseEnv(process.env);
}

/**
 * The locale and time zone: the only variables the embedded PostgreSQL inherits (initdb takes a new cluster's
 * collation from them). Nothing else of the app's environment — ADMIN_PASSWORD, JWT_SECRET, SMTP_URL — reaches
 * it, so no SQL can read a secret from the server's environment (design §16).
 */
export function localeEnv(source: Record<string, string | undefined> = process.env): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && /^(LANG|LANGUAGE|LC_[A-Z]+|TZ)$/.test(name)) picked[name] = value;
  }
  return picked;
}
