// Accounts for browser tests: real API calls (no database shortcuts), so every journey starts from what a
// person could have done. createSeller is the usual start: an approved seller with a country, signed in.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import { E2E_ADMIN } from './e2e-env';

export interface TSession {
  token: string;
  user: TSessionUser;
}

export interface TSeller extends TSession {
  email: string;
  password: string;
}

/** The country dialog's payload (PUT /users) for the two countries the journeys use, as GET /countries lists them. */
const COUNTRY_PAYLOADS = {
  VE: { country: 'Venezuela', currency: 'VES', currencySymbol: 'Bs.', currencyName: 'Bolívar venezolano' },
  CO: { country: 'Colombia', currency: 'COP', currencySymbol: '$', currencyName: 'Peso colombiano' },
} as const;

/** POST /api/auth/login; fails the test with the server's answer if it is not a 200. */
export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<TSession> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login of ${email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { data: TSession };
  return body.data;
}

// One admin login per worker: repeated logins are cheap, but there is no reason to make hundreds.
let adminSessionCache: Promise<TSession> | undefined;

/** The SUPER_ADMIN that the e2e app starts with (E2E_ADMIN). */
export function adminSession(request: APIRequestContext): Promise<TSession> {
  adminSessionCache ??= loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password).catch((error: unknown) => {
    adminSessionCache = undefined;
    throw error;
  });
  return adminSessionCache;
}

/** A unique address per call, readable in failure output. */
export function uniqueEmail(prefix = 'vendedor'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A password that passes every rule of spec §5 (register, reset and change). */
export function strongPassword(): string {
  return `Clave#${randomBytes(4).toString('hex')}A1`;
}

/**
 * An APPROVED, verified seller created by the admin (POST /api/admin/users) and logged in. It has no country
 * yet, as every account an admin creates: the seller dashboard asks for one. Answers its credentials and a
 * fresh session.
 */
export async function createAccountAsAdmin(
  request: APIRequestContext,
  options: { name?: string; email?: string; password?: string } = {},
): Promise<TSeller> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? strongPassword();
  const name = options.name ?? 'Vendedora Prueba';
  const admin = await adminSession(request);
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, email, password, role: 'USER' },
  });
  expect(created.status(), `create seller: ${await created.text()}`).toBe(201);
  return { email, password, ...(await loginViaApi(request, email, password)) };
}

/**
 * An APPROVED, verified seller created by the admin (POST /api/admin/users), logged in, with its country
 * set through PUT /api/users (default Venezuela). Answers its credentials and a fresh session.
 */
export async function createSeller(
  request: APIRequestContext,
  options: { country?: 'VE' | 'CO'; name?: string; email?: string; password?: string } = {},
): Promise<TSeller> {
  const { country: countryCode, ...account } = options;
  const { email, password, ...session } = await createAccountAsAdmin(request, account);
  const country = await request.put('/api/users', {
    headers: { authorization: `Bearer ${session.token}` },
    data: COUNTRY_PAYLOADS[countryCode ?? 'VE'],
  });
  expect(country.status(), `set country: ${await country.text()}`).toBe(200);
  const updated = (
    (await country.json()) as {
      data: Pick<TSessionUser, 'country' | 'currency' | 'currencySymbol' | 'timeZone'>;
    }
  ).data;
  // The session as the web app holds it after the country dialog (useAppStore.updateCountry).
  const user: TSessionUser = {
    ...session.user,
    country: updated.country,
    currency: updated.currency,
    currencySymbol: updated.currencySymbol,
    timeZone: updated.timeZone,
  };
  return { email, password, token: session.token, user };
}

/**
 * Puts a session into the web app's persisted store ('app-storage', version 1) before any page script runs,
 * as if the person had logged in. Call before page.goto.
 */
export async function signIn(page: Page, session: TSession): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      try {
        // Only on the first document of the tab: a reload must keep what the app stored since (cart,
        // logout), not bring the initial session back.
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem('app-storage', JSON.stringify({ state: { token, user }, version: 1 }));
      } catch {
        // about:blank and other opaque origins have no storage; the app's own pages do.
      }
    },
    { token: session.token, user: session.user },
  );
}
