import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/lib/password';
import { findUserById, insertUser } from '../src/modules/auth/auth.repository';
import { ownerMemberOf, ownShopOf } from '../src/modules/shop/shop.repository';
import type { TUserRole, TUserStatus } from '@cuadre/shared/users/constants';
import { createAccessTokens } from '../src/lib/auth/access-token';
import { TEST_JWT_SECRET, type TTestContext } from './test-app';

export const testTokens = createAccessTokens(TEST_JWT_SECRET);

export const DEFAULT_PASSWORD = 'Secreta#2025';
const hashes = new Map<string, Promise<string>>();

function cachedHash(password: string): Promise<string> {
  // argon2 is deliberately slow; tests seed many users with the same few passwords.
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;

export interface TSeedUserOptions {
  role?: TUserRole;
  status?: TUserStatus;
  verified?: boolean;
  /** Suspended by an admin (users.suspended_at set; the status stays as given). */
  suspended?: boolean;
  email?: string;
  password?: string;
  name?: string;
  country?: 'VE' | 'CO' | 'MX' | null;
}

const COUNTRY_FIELDS = {
  VE: {
    country: 'Venezuela',
    countryCode: 'VE',
    currency: 'VES',
    currencyName: 'bolívar soberano',
    currencySymbol: 'Bs.',
    timeZone: 'America/Caracas',
  },
  CO: {
    country: 'Colombia',
    countryCode: 'CO',
    currency: 'COP',
    currencyName: 'peso colombiano',
    currencySymbol: '$',
    timeZone: 'America/Bogota',
  },
  MX: {
    country: 'México',
    countryCode: 'MX',
    currency: 'MXN',
    currencyName: 'peso mexicano',
    currencySymbol: '$',
    timeZone: 'America/Mexico_City',
  },
} as const;

const seeded: string[] = [];

/** Every account this test file seeded: the stock invariant checks their products at the file's end. */
export function seededUserIds(): string[] {
  return [...seeded];
}

/** Inserts an account straight into the database and signs a token for it, as login would. */
export async function seedUser(ctx: TTestContext, options: TSeedUserOptions = {}) {
  sequence += 1;
  const password = options.password ?? DEFAULT_PASSWORD;
  const country = options.country === undefined ? 'VE' : options.country;
  const created = await insertUser(
    ctx.db,
    {
      name: options.name ?? `Vendedor${sequence}`,
      lastname: 'Prueba',
      email: options.email ?? `user${sequence}-${Date.now()}@example.com`,
      passwordHash: await cachedHash(password),
      role: options.role ?? 'USER',
      status: options.status ?? 'APPROVED',
      emailVerifiedAt: options.verified === false ? null : new Date(Date.now() - 60_000),
      suspendedAt: options.suspended ? new Date(Date.now() - 60_000) : null,
      passwordChangedAt: new Date(Date.now() - 60_000),
    },
    country ? COUNTRY_FIELDS[country] : {},
  );
  const user = created ? await findUserById(ctx.db, created.id) : undefined;
  if (!user) throw new Error('seed failed');
  seeded.push(user.id);
  const token = testTokens.sign({ sub: user.id, role: user.role, shop: user.id });
  return { user, password, token, headers: { authorization: `Bearer ${token}` } };
}

/** A seeded account with its password, token and authorization headers. */
export type TSeededUser = Awaited<ReturnType<typeof seedUser>>;

/** `count` approved sellers in one statement, for tests that plan queries on a network of shops. */
export async function seedSellerNetwork(
  ctx: TTestContext,
  count: number,
  emailPrefix: string,
): Promise<void> {
  await ctx.db.execute(sql`
    WITH accounts AS (
      INSERT INTO users (id, name, email, password_hash, role, status)
      SELECT gen_random_uuid(), 'Vendedor ' || n, ${emailPrefix} || n || '@example.com', 'x', 'USER', 'APPROVED'
      FROM generate_series(1, ${count}) AS n
      RETURNING id
    ), own_shops AS (${ownShopOf(sql`accounts`, { timeZone: 'America/Caracas' })})
    ${ownerMemberOf(sql`own_shops`)}`);
}
