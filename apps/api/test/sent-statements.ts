import pg from 'pg';
import { vi } from 'vitest';
import type { TTestContext } from './test-app';

/** The names of the named statements the app sent through its pool while `act` ran, in order. */
export async function statementsSentDuring(
  ctx: TTestContext,
  act: () => Promise<unknown>,
): Promise<string[]> {
  const sent = vi.spyOn(ctx.pool, 'query');
  try {
    await act();
    return sent.mock.calls.flatMap(([query]) => {
      const { name } = query as { name?: string };
      return name ? [name] : [];
    });
  } finally {
    sent.mockRestore();
  }
}

type TClientQuery = (this: pg.Client, ...args: unknown[]) => unknown;

/** What a statement is called: its prepared name if it has one, else its text with the whitespace folded. */
function statementOf(query: unknown): string {
  if (typeof query === 'string') return query.replace(/\s+/g, ' ').trim();
  const { name, text } = (query ?? {}) as { name?: string; text?: string };
  return name ?? (text ?? '').replace(/\s+/g, ' ').trim();
}

export interface TStatementWatch {
  /** Every statement sent on any connection of the process since the watch began, in order. */
  sent: () => string[];
  /**
   * Holds every statement sent from now on until `release` is called: whatever answers meanwhile did not
   * wait for the database.
   */
  hold: () => { release: () => void };
  stop: () => void;
}

/**
 * Watches every statement at the driver's level (pg.Client#query), so statements sent on a transaction's own
 * connection are seen too, not only those sent through the pool.
 */
export function watchStatements(): TStatementWatch {
  const statements: string[] = [];
  const original = pg.Client.prototype.query as unknown as TClientQuery;
  let gate: Promise<void> | undefined;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    statements.push(statementOf(args[0]));
    const held = gate;
    if (!held) return original.apply(this, args);
    // The pool passes a callback; drizzle awaits the promise. Either way the statement goes out later.
    if (typeof args.at(-1) === 'function') {
      void held.then(() => original.apply(this, args));
      return undefined;
    }
    return held.then(() => original.apply(this, args));
  } as unknown as typeof pg.Client.prototype.query);
  return {
    sent: () => [...statements],
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return { release };
    },
    stop: () => spy.mockRestore(),
  };
}
