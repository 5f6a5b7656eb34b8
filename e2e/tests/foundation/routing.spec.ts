import { expect, test } from '@playwright/test';

function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.firma`;
}

test('the landing page loads at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Bienvenido a/ })).toBeVisible();
});

test('a deep link to a public route loads straight from the server', async ({ page }) => {
  const response = await page.goto('/terms-and-conditions');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});

test('without a token, /dashboard sends the visitor to /', async ({ page }) => {
  await page.goto('/dashboard/sales');
  await expect(page).toHaveURL(/\/$/);
});

test('an expired token is logged out and sent to /welcome', async ({ page }) => {
  const expired = fakeToken({ sub: 'x', role: 'USER', exp: Math.floor(Date.now() / 1000) - 60 });
  await page.addInitScript((token) => {
    localStorage.setItem(
      'app-storage',
      JSON.stringify({
        state: { token, user: { id: 'x', email: 'ana@example.com', name: 'Ana', role: 'USER' } },
        version: 1,
      }),
    );
  }, expired);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the API answers health on the same port', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(await response.json()).toEqual({
    data: { status: 'ok', db: 'embedded', migration: expect.any(String) },
  });
});
