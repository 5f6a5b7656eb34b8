import { V7Generator } from 'uuidv7';

/*
 * UUID version 7 (RFC 9562) from the `uuidv7` package: 48 bits of Unix milliseconds, then a 42-bit counter that
 * starts at a random value each millisecond and counts up within it, then random bits. Ids made in one process
 * therefore sort in the order they were made (a sale's lines are read back in id order), and the primary-key
 * index stays append-only.
 *
 * One generator of our own rather than the package's default: the default starts over from the clock when the
 * clock is set back by more than ten seconds, which would break that order; this one keeps counting from the
 * last id whatever the clock does, until the clock catches up.
 */
const MAX_ROLLBACK_ALLOWANCE_MS = 2 ** 48 - 1;
const generator = new V7Generator();
generator.setRollbackAllowance(MAX_ROLLBACK_ALLOWANCE_MS);

export function newTimeOrderedId(): string {
  return generator.generate().toString();
}
