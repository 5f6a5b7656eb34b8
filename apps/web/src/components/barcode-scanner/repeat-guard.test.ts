import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard';

describe('createRepeatGuard', () => {
  it('takes a code once while it stays in view, and again after it was gone for a while', () => {
    const isNew = createRepeatGuard(1500);
    expect(isNew('759', 0)).toBe(true);
    expect(isNew('759', 150)).toBe(false);
    // Seen again and again for longer than the quiet time: still the same packet.
    expect(isNew('759', 1400)).toBe(false);
    expect(isNew('759', 2800)).toBe(false);
    expect(isNew('759', 5000)).toBe(true);
    expect(isNew('111', 5100)).toBe(true);
    expect(isNew('759', 5200)).toBe(true);
  });
});
