import { hash, verify } from '@node-rs/argon2';

/**
 * The argon2 calls the app makes, on one object: tests count the work a request spends by wrapping them
 * (test/faults/auth-enumeration.test.ts), which a module mock cannot do once the API's test files share their
 * modules (apps/api/vitest.config.ts).
 */
export const argon2 = { hash, verify };

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1): costly for someone guessing, cheap enough for every login.
// 2 is Algorithm.Argon2id: the package exports a const enum, which isolated modules cannot inline.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('cuadre-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
