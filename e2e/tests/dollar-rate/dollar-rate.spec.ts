import { expect, test } from '@playwright/test';
import { seriousA11yFindings } from '../../support/a11y';
import { adminSession, createSeller, signIn } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';

// One app for the whole file: the first journey's BCV reading is the one the second one sees (DOLLAR_RATE_TTL).
test.describe.configure({ mode: 'serial' });

let stub: TBcvStub;

test.beforeAll(async () => {
  stub = await startBcvStub('36,57310000');
});
test.afterAll(async () => {
  await stub?.close();
});

test('a Venezuelan seller sees the Dólar BCV card, switches to VES and sees prices × rate', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request, { country: 'VE' });
  await waitForServedRate(request, seller.token);
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { name: 'Harina PAN 1kg', sku: `HP-${Date.now()}`, price: 10, cost: 6, quantity: 20 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, seller);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Dólar BCV' });
  await expect(card).toContainText('Bs. 36,57');
  await expect(card).toContainText('Actualizado:');
  await expect(card).toContainText('Fecha valor: 18/03/2024');

  const toggle = page.getByRole('group', { name: 'Moneda' });
  await expect(toggle.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
  await toggle.getByRole('button', { name: 'VES' }).click();
  await expect(toggle.getByRole('button', { name: 'VES' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousA11yFindings(page, 'aside')).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Productos' })
    .click();
  const row = page.getByRole('row', { name: /Harina PAN 1kg/ });
  // 10 × 36.5731 = 365.731 → Bs. 365,73; the cost 6 × 36.5731 = 219.4386 → Bs. 219,44.
  await expect(row).toContainText('Bs. 365,73');
  await expect(row).toContainText('Bs. 219,44');

  // The mode is kept on the device: a reload still shows bolívars.
  await page.reload();
  await expect(page.getByRole('row', { name: /Harina PAN 1kg/ })).toContainText('Bs. 365,73');

  await page.getByRole('group', { name: 'Moneda' }).getByRole('button', { name: 'USD' }).click();
  await expect(page.getByRole('row', { name: /Harina PAN 1kg/ })).toContainText('$10.00');
});

test('an admin sets a manual rate, which sellers are then served', async ({ page, request }) => {
  const admin = await adminSession(request);
  await signIn(page, admin);
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Dollar Rate' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dollar Rate' })).toBeVisible();

  const current = page.getByRole('region', { name: 'Current rate' });
  await expect(current).toContainText('Bs. 36.5731 per USD');
  await expect(current).toContainText('BCV website');

  await page.getByLabel('Rate (Bs. per USD)').fill('40.25');
  await page.getByRole('button', { name: 'Save manual rate' }).click();
  await expect(page.getByText('Manual rate saved. Sellers now see it.')).toBeVisible();
  await expect(current).toContainText('Bs. 40.25 per USD');
  await expect(current).toContainText('Manual (admin)');
  expect(await seriousA11yFindings(page, 'main')).toEqual([]);

  const seller = await createSeller(request, { country: 'VE' });
  const served = await request.get('/api/dollar-rate', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(served.status()).toBe(200);
  expect((await served.json()).data).toMatchObject({ rate: 40.25, source: 'manual' });

  // Every reading so far came from at most one request to the BCV stand-in: the TTL held across both journeys.
  // (None when an earlier file on this worker's app, serving the same page, already filled the cache.)
  expect(stub.requests).toBeLessThanOrEqual(1);
});
