/** What PostgreSQL said about a failed statement: the SQLSTATE and, when it names one, the constraint or column. */
export interface TPgError {
  code?: string;
  constraint?: string;
  column?: string;
}

/**
 * The driver's error, whether drizzle wrapped it (as `cause`) or node-postgres threw it itself: the level that
 * carries a SQLSTATE.
 */
export function pgErrorOf(error: unknown): TPgError {
  const cause = (error as { cause?: TPgError } | null)?.cause;
  return cause?.code !== undefined ? cause : ((error ?? {}) as TPgError);
}

/**
 * What a failed statement means to the code that ran it. Every SQLSTATE and constraint the app reacts to is named
 * here, once: the code that runs a statement asks `refusalOf(error)` and reacts to the name, never to a code.
 */
export type TDatabaseRefusal =
  /** A product's stock would fall below zero: a concurrent sale took the units since they were read. */
  | 'stock-short'
  /** A product sold by the unit would hold a fraction (migration 0028). */
  | 'fraction-of-units'
  /** A stock past the largest a product may hold (the CHECK, or numeric overflow). */
  | 'stock-too-large'
  /** Two writes crossed; one of them was rolled back and may run again. */
  | 'deadlock'
  /** The Idempotency-Key was claimed by another request meanwhile. */
  | 'key-claimed'
  /** The seller already has an open till. */
  | 'till-already-open'
  /** A live product of the seller already has the SKU, or the barcode. */
  | 'sku-taken'
  | 'barcode-taken'
  /** The shop already has a price list of that name. */
  | 'list-name-taken'
  /** Another account has the e-mail. */
  | 'email-taken'
  /** Any other failure on the statement's own data (SQLSTATE class 22, 23 or 40): it wrote nothing. */
  | 'bad-data';

export const REFUSAL_BY_CONSTRAINT: Readonly<Record<string, TDatabaseRefusal>> = {
  products_quantity_non_negative: 'stock-short',
  products_unit_whole_quantity: 'fraction-of-units',
  products_quantity_max: 'stock-too-large',
  idempotency_keys_shop_id_route_key_pk: 'key-claimed',
  cash_sessions_one_open_per_register_key: 'till-already-open',
  products_shop_sku_live_key: 'sku-taken',
  products_shop_barcode_live_key: 'barcode-taken',
  price_lists_shop_name_key: 'list-name-taken',
  users_email_lower_key: 'email-taken',
};

/** The refusal a failed statement stands for, or null when it is not one (a broken connection, a bug). */
export function refusalOf(error: unknown): TDatabaseRefusal | null {
  const { code, constraint } = pgErrorOf(error);
  if (code === undefined) return null;
  if (code === '40P01') return 'deadlock';
  if (code === '22003') return 'stock-too-large';
  const named = constraint === undefined ? undefined : REFUSAL_BY_CONSTRAINT[constraint];
  if (named && (code === '23505' || code === '23514')) return named;
  return ['22', '23', '40'].includes(code.slice(0, 2)) ? 'bad-data' : null;
}

/**
 * SQLSTATEs of a database that cannot serve now, whatever the statement: 57014 query_canceled (here: the
 * statement timeout, env DATABASE_STATEMENT_TIMEOUT_MS), 57P01–57P03 (shutting down, crashed, still starting),
 * class 08 (the connection failed or broke) and 53300 (too many connections). Trying again later may work.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
/** The socket errors of a server that is not there (or not answering). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * What node-postgres and its pool throw, without a code, when no connection can be had or the one in use died:
 * the wait for a pooled connection ran past DATABASE_CONNECT_TIMEOUT_MS (pool exhausted or server silent), or
 * the server went away mid-statement.
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when a failure says "the database cannot answer now" rather than "this statement is wrong": the error
 * handler answers it 503 with Retry-After (design §16) instead of a 500. Looks through the `cause` chain, where
 * drizzle puts the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNREACHABLE_CODES.has(code)) {
        return true;
      }
    }
    // Several addresses tried at once (localhost as ::1 and 127.0.0.1): Node reports them together.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message === message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
