import { useEffect, useReducer } from 'react';
import { getTokenStatus, type TTokenStatus } from '@/lib/jwt';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import type { TSessionEndReason } from '@/stores/session-slice';

// setTimeout fires at once for delays above 2^31-1 ms; a tab left open that long just re-checks.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The stored token as the guards see it, re-evaluated the moment it expires: a page left open past the
 * token's `exp` re-renders its guard, which then ends the session, instead of failing on the next click.
 */
export function useTokenStatus(): TTokenStatus {
  const token = useAppStore((state) => state.token);
  const [, recheck] = useReducer((tick: number) => tick + 1, 0);
  const status = getTokenStatus(token);
  const exp = status.kind === 'valid' ? status.claims.exp : null;

  useEffect(() => {
    if (exp === null) return;
    const timer = window.setTimeout(recheck, Math.min(Math.max(0, exp * 1000 - Date.now()), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [exp]);

  return status;
}

/**
 * The token as a guard sees it. A stored token that can no longer be used ends the session as 'expired', in
 * an effect: the store changes after render, never during it.
 */
export function useGuardedTokenStatus(): TTokenStatus {
  const status = useTokenStatus();
  const logout = useAppStore((state) => state.logout);
  const mustEnd = isUnusable(status);
  useEffect(() => {
    if (mustEnd) logout({ expired: true });
  }, [mustEnd, logout]);
  return status;
}

/** True when the stored token is present but can no longer be used (expired or undecodable). */
export function isUnusable(status: TTokenStatus): boolean {
  return status.kind === 'expired' || status.kind === 'invalid';
}

/** Where a guard sends a visitor whose session has just ended; null when it did not just end. */
export function sessionEndRedirect(reason: TSessionEndReason | null): string | null {
  if (reason === 'expired') return paths.welcome;
  if (reason === 'signed-out') return paths.home;
  if (reason === 'locked') return paths.pin;
  return null;
}
