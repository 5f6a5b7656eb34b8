/**
 * How long a code must be out of sight before reading it again counts as another unit: the camera sees the
 * same label many times a second, and ZXing misses it in some frames while it is still there.
 */
export const SAME_CODE_QUIET_MS = 1500;

/**
 * Says whether a read is a new one: another code, or the same code after it left the camera's view for a
 * while (the next packet of the same product).
 */
export function createRepeatGuard(quietMs = SAME_CODE_QUIET_MS) {
  let lastCode: string | null = null;
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  return (code: string, now: number): boolean => {
    const isRepeat = code === lastCode && now - lastSeenAt < quietMs;
    lastCode = code;
    lastSeenAt = now;
    return !isRepeat;
  };
}
