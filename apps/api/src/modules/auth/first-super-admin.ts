import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TEnv } from '../../config/env';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/password';
import { insertUser } from './auth.repository';

export const GENERATED_ADMIN_EMAIL = 'admin@cuadre.local';

const CLASSES = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '#%+=!'];

/** 16 characters with every class, from the CSPRNG; no look-alikes (l, 1, O, 0) for reading off a terminal. */
export function generateAdminPassword(length = 16): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export type TFirstAdminResult =
  | { kind: 'from-env'; email: string; created: boolean }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'exists' }
  | { kind: 'missing' };

/**
 * First start (design §4): the SUPER_ADMIN of ADMIN_EMAIL/ADMIN_PASSWORD, created once and never overwritten
 * (a changed password survives restarts). Without them, the embedded mode creates one with a generated
 * password that the caller prints once; a server database only gets a warning. Safe when several processes
 * start together: the e-mail's unique index lets one insert win.
 */
export async function ensureFirstSuperAdmin(
  db: TDb,
  env: Pick<TEnv, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  dbKind: 'embedded' | 'server',
): Promise<TFirstAdminResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const created = await insertUser(db, {
      name: 'Administrador',
      email: env.ADMIN_EMAIL,
      passwordHash: await hashPassword(env.ADMIN_PASSWORD),
      role: 'SUPER_ADMIN',
      status: 'APPROVED',
      emailVerifiedAt: new Date(),
    });
    return { kind: 'from-env', email: env.ADMIN_EMAIL.toLowerCase(), created: Boolean(created) };
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'SUPER_ADMIN'))
    .limit(1);
  if (existing) return { kind: 'exists' };
  if (dbKind !== 'embedded') return { kind: 'missing' };
  const password = generateAdminPassword();
  const created = await insertUser(db, {
    name: 'Administrador',
    email: GENERATED_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    role: 'SUPER_ADMIN',
    status: 'APPROVED',
    emailVerifiedAt: new Date(),
  });
  return created ? { kind: 'generated', email: GENERATED_ADMIN_EMAIL, password } : { kind: 'exists' };
}
