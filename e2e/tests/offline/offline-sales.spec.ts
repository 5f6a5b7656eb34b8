// Design §14: selling through a power cut, on a 360 px phone. The app is loaded once online (its
// service worker keeps the shell, IndexedDB the catalogue); the connection drops, the page is reloaded and still
// opens, 5 sales are made and wait on the phone; when the connection comes back exactly 5 sales reach the server.
// Then the same with the sync cut in the middle: answers aborted after the server committed — still exactly 5.
import { expect, test, type Page } from '@playwright/test';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { E2E_BASE_URL } from '../../support/e2e-env';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Harina PAN 1 kg';

async function sellerWithProduct(request: Parameters<typeof createSeller>[0]): Promise<TSeller> {
  const seller = await createSeller(request, { country: 'CO' });
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `OFF-${Date.now().toString(36)}`,
    price: 2,
    cost: 1,
    quantity: 20,
  });
  return seller;
}

async function salesOnServer(request: Parameters<typeof createSeller>[0], seller: TSeller): Promise<TSale[]> {
  const response = await request.get('/api/sales?page=1&pageSize=50', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  return ((await response.json()) as TListResponse<TSale>).data;
}

/** One more unit in the cart and "Realizar Venta": the confirmation, paid in cash (the cart's defaults). */
async function openConfirmation(page: Page) {
  await page
    .getByRole('article', { name: PRODUCT })
    .getByRole('button', { name: 'Agregar al Carrito' })
    .click();
  await page.getByRole('button', { name: 'Realizar Venta' }).click();
  return page.getByRole('alertdialog', { name: 'Confirmar Venta' });
}

/** One sale of one unit at the cart, paid in cash: offline, the cart keeps it on the phone. */
async function sellOneOffline(page: Page, queued: number): Promise<void> {
  await (await openConfirmation(page)).getByRole('button', { name: 'Confirmar Venta' }).click();
  await expect(page.getByText('Venta guardada sin conexión', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: queued === 1 ? '1 venta por sincronizar' : `${queued} ventas por sincronizar`,
    }),
  ).toBeVisible();
}

test('offline after a reload: 5 sales wait on the phone and reach the server exactly once', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await sellerWithProduct(request);
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: PRODUCT })).toBeVisible();
    // The shell is kept once the worker is active, the catalogue once its snapshot is written (throttled 1 s).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Sin conexión')).toBeVisible();
    await expect(page.getByRole('article', { name: PRODUCT })).toBeVisible();

    for (let sale = 1; sale <= 5; sale += 1) await sellOneOffline(page, sale);
    // The stock shown is the last known less what was sold offline.
    await expect(
      page.getByRole('article', { name: PRODUCT }).getByText('15', { exact: false }),
    ).toBeVisible();
    expect(await salesOnServer(request, seller)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole('banner').getByRole('button', { name: /por sincronizar/ })).toHaveCount(0, {
      timeout: 20_000,
    });
    const sales = await salesOnServer(request, seller);
    expect(sales).toHaveLength(5);
    expect(sales.map((sale) => sale.receiptNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(sales.every((sale) => sale.receivedAt !== null)).toBe(true);
  } finally {
    await context.close();
  }
});

test('a sync cut in the middle (answers lost after the server wrote) still leaves exactly 5 sales', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await sellerWithProduct(request);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    baseURL: E2E_BASE_URL,
    // Requests a service worker passes on are not routed by Playwright: without one, every send is seen below.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: PRODUCT })).toBeVisible();
    // With no service worker to keep them, the sale's lazily loaded parts (its confirmation) are fetched while
    // online, as a first sale of the day would have.
    await (await openConfirmation(page)).getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    for (let sale = 1; sale <= 5; sale += 1) await sellOneOffline(page, sale);

    // The 2nd send reaches the server, which writes it; its answer never comes back.
    let sends = 0;
    await page.route('**/api/sales', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sends += 1;
      const response = await route.fetch();
      if (sends === 2) return route.abort('connectionreset');
      return route.fulfill({ response });
    });
    await context.setOffline(false);
    // Each lost answer stops a round; the app tries again by itself until none wait.
    const status = page.getByRole('banner').getByRole('button', { name: /por sincronizar/ });
    await expect(status).toHaveCount(0, { timeout: 45_000 });
    // Sale 2 was sent twice: written once, answered the second time from its key.
    expect(sends).toBeGreaterThanOrEqual(6);
    expect(await salesOnServer(request, seller)).toHaveLength(5);
  } finally {
    await context.close();
  }
});
