import { describe, expect, it } from 'vitest';
import { nextPasswordChangeInstant, waitUntil } from './password-change-instant';

// A token signed after a password change must carry an iat (whole seconds) no older than the change: the wait
// must not end a fraction of a millisecond early, as a bare timer may.
describe('waitUntil', () => {
  it('returns only once the clock has reached the instant, at fractional delays too', async () => {
    for (const ahead of [3.2, 7.6, 11.9]) {
      const instant = new Date(Date.now() + ahead);
      await waitUntil(instant);
      expect(Date.now()).toBeGreaterThanOrEqual(instant.getTime());
    }
    const change = nextPasswordChangeInstant();
    await waitUntil(change);
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(change.getTime() / 1000);
  });
});
