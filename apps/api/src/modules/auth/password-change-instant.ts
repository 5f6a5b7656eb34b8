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

/** Waits until `instant` (real clock), so a token signed afterwards is not older than a password change. */
export async function waitUntil(instant: Date): Promise<void> {
  const delay = Math.min(instant.getTime() - Date.now(), MAX_WAIT_MS);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
