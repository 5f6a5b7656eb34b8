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
