/** What PostgreSQL said about a failed statement: the SQLSTATE and, when it names one, the constraint or column. */
export interface TPgError {
  code?: string;
  constraint?: string;
  column?: string;
}

/** The driver's error, whether drizzle wrapped it (as `cause`) or node-postgres threw it itself. */
export function pgErrorOf(error: unknown): TPgError {
  return ((error as { cause?: unknown }).cause ?? error) as TPgError;
}
