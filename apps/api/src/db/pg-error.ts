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
