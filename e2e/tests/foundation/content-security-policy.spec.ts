// The app runs under its Content-Security-Policy (design §16): the landing, the login, the
// seller's and the admin's screens and the API docs load without the browser refusing anything. A refused
// script, style, image, font or request shows as a `securitypolicyviolation` event and a console error
// ("Refused to …"); either fails the test, naming the page.
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import { adminSession, createSeller, signIn } from '../../support/accounts';

interface TViolations {
  /** What was refused so far, with the page it happened on; `take()` empties the list. */
  take: () => string[];
}

/** Listens from the first script of every document, and in the console, for what the CSP refused. */
async function watchViolations(page: Page): Promise<TViolations> {
  let found: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    found.push(`${new URL(frame.url()).pathname}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text))
      found.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  return {
    take: () => {
      const taken = found;
      found = [];
      return taken;
    },
  };
}

test('the public screens load under the CSP, which forbids framing', async ({ page }) => {
  const violations = await watchViolations(page);
  const landing = await page.goto('/');
  const csp = (await landing?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByRole('heading', { name: /Bienvenido a/ })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  // A refused login, so the form's error path runs too.
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave1!');
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
    page.getByRole('button', { name: 'Iniciar Sesión' }).click(),
  ]);
  await page.waitForLoadState('networkidle');
  expect(violations.take()).toEqual([]);
});

test('the seller’s screens load under the CSP, toasts included', async ({ page, request }) => {
  const seller = await createSeller(request);
  const name = `Harina CSP ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { name, sku: `CSP-${Date.now().toString(36)}`, price: 2.5, cost: 1.5, quantity: 10 },
  });
  expect(created.status()).toBe(201);
  const violations = await watchViolations(page);
  await signIn(page, seller);

  for (const path of ['/dashboard', '/dashboard/sales', '/dashboard/clients', '/dashboard/expenses']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
  // Deleting a product shows a toast: react-hot-toast writes its styles at run time.
  await page.goto('/dashboard/products');
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(PRODUCT_MESSAGES.deleteSuccess)).toBeVisible();
  expect(violations.take()).toEqual([]);
});

test('the admin’s screens and the API docs load under the CSP', async ({ page, request }) => {
  const admin = await adminSession(request);
  const violations = await watchViolations(page);
  await signIn(page, admin);
  for (const path of ['/admin/dashboard', '/admin/users', '/admin/sales', '/admin/dollar-rate']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
  expect(violations.take()).toEqual([]);

  // Swagger UI: its scripts, styles and icons, and the document it fetches; every tag is listed, folded.
  await page.goto('/api/docs/');
  await expect(page.locator('#operations-tag-users')).toBeVisible();
  await page.locator('#operations-tag-health').click();
  await expect(page.getByText('/api/health').first()).toBeVisible();
  expect(violations.take()).toEqual([]);
});
