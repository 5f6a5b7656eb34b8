/**
 * JWTs carry `iat` in whole seconds and the guard refuses tokens with iat < password_changed_at (in seconds).
 * A change recorded at the NEXT whole second therefore ends every token issued up to the change, even one
 * issued earlier in the same second; a token for the new password is signed once that second has come
 * (at most one second's wait, only right after a change).
 */
export function nextPasswordChangeInstant(now: Date = new Date()): Date {
  return new Date(Math.ceil((now.getTime() + 1) / 1000) * 1000);
}

/** Longest wait: a change instant is at most one second ahead; more means clocks disagree, not a change. */
const MAX_WAIT_MS = 1_100;

/**
 * Waits until `instant` (real clock), so a token signed afterwards is not older than a password change. A timer
 * may fire a fraction of a millisecond before its delay has passed by `Date.now()`: the clock is read again, and
 * waited on again, until the instant has really come.
 */
export async function waitUntil(instant: Date): Promise<void> {
  const until = Math.min(instant.getTime(), Date.now() + MAX_WAIT_MS);
  for (let left = until - Date.now(); left > 0; left = until - Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, left));
  }
}
