// Design §13: stock that matches the shelf, on a 360 px phone. Two products made through the API; a
// delivery of both through "Entrada de mercancía" (the cost becomes the weighted average); the new stock and
// cost on the products list and in the product's history; then a physical count that finds one product two
// short, posted as an ADJUSTMENT that the history shows with its reason.
import { expect, test, type Page } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const HARINA = 'Harina PAN blanca 1 kg';
const ACEITE = 'Aceite vegetal Vatel 1 L';

let seller: TSeller;

test.beforeAll(async ({ request }) => {
  // Colombia: amounts in dollars only, so the figures below do not hang on a dollar rate.
  seller = await createSeller(request, { country: 'CO' });
  const suffix = Date.now().toString(36);
  await createViaApi(request, seller, '/api/products', {
    name: HARINA,
    sku: `HAR-${suffix}`,
    price: 10,
    cost: 6,
    quantity: 10,
  });
  await createViaApi(request, seller, '/api/products', {
    name: ACEITE,
    sku: `ACE-${suffix}`,
    price: 3,
    cost: 1,
    quantity: 3,
  });
});

/** Finds a product with the picker's search and puts it on the delivery; answers its line. */
async function addToDelivery(page: Page, search: string, name: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar producto' });
  await box.fill(search);
  await page.getByRole('button', { name: `Agregar ${name}` }).click();
  return page.getByRole('list', { name: 'Líneas de la entrada' }).getByRole('listitem', { name });
}

/** Opens a product's history from the products list (its card's 'Historial'). */
async function openHistory(page: Page, name: string) {
  await page.goto('/dashboard/products');
  await page.getByRole('link', { name: `Historial de ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de inventario' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Producto' })).toContainText(name);
  return page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem');
}

test('a delivery averages the cost, a count finds one product short, and the history shows both', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Inventario' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventario' })).toBeVisible();
    await page.getByRole('link', { name: /^Entrada de mercancía/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrada de mercancía' })).toBeVisible();

    // 10 more Harina at $9 (10 × $6 on the shelf: $7.50 on average); 7 more Aceite at $1.05 (3 × $1: $1.04).
    const harina = await addToDelivery(page, 'Harina', HARINA);
    await expect(harina.getByLabel('Costo unitario')).toHaveValue('6');
    await harina.getByLabel('Cantidad').fill('10');
    await harina.getByLabel('Costo unitario').fill('9');
    const aceite = await addToDelivery(page, 'Aceite', ACEITE);
    await aceite.getByLabel('Cantidad').fill('7');
    await aceite.getByLabel('Costo unitario').fill('1.05');
    await page.getByLabel('Proveedor (opcional)').fill('Distribuidora Polar');
    await page.getByLabel(/^Referencia/).fill('Factura 0042');
    await expect(page.getByText(/^Costo total:/)).toHaveText('Costo total: $97.35');
    await page.getByRole('button', { name: 'Registrar entrada' }).click();

    await expect(page.getByRole('heading', { name: 'Entrada registrada' })).toBeVisible();
    const received = page.getByRole('list', { name: 'Productos recibidos' });
    await expect(received.getByRole('listitem', { name: HARINA })).toContainText('Stock nuevo: 20');
    await expect(received.getByRole('listitem', { name: HARINA })).toContainText('Costo promedio: $7.50');
    await expect(received.getByRole('listitem', { name: ACEITE })).toContainText('Stock nuevo: 10');
    await expect(received.getByRole('listitem', { name: ACEITE })).toContainText('Costo promedio: $1.04');

    // The products list and the history agree.
    await page.goto('/dashboard/products');
    const harinaCard = page
      .getByRole('list', { name: 'Productos' })
      .getByRole('listitem')
      .filter({ hasText: HARINA });
    await expect(harinaCard).toContainText('Costo: $7.50');
    await expect(harinaCard).toContainText('Stock: 20');
    const harinaHistory = await openHistory(page, HARINA);
    await expect(page.getByRole('region', { name: 'Producto' })).toContainText('Stock actual: 20');
    await expect(harinaHistory.first()).toContainText('Entrada de mercancía');
    await expect(harinaHistory.first()).toContainText('+10');
    await expect(harinaHistory.first()).toContainText('Stock después: 20 · Costo unitario: $9.00');
    await expect(harinaHistory.last()).toContainText('Inventario inicial');

    // The count: Harina matches the records, Aceite has 8 where 10 were recorded.
    await page.goto('/dashboard/inventario/conteo');
    await expect(page.getByRole('heading', { level: 1, name: 'Conteo físico' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Productos a contar' });
    await rows.getByRole('listitem', { name: HARINA }).getByLabel('Contado').fill('20');
    await expect(rows.getByRole('listitem', { name: HARINA })).toContainText('Cuadra');
    await rows.getByRole('listitem', { name: ACEITE }).getByLabel('Contado').fill('8');
    await expect(rows.getByRole('listitem', { name: ACEITE })).toContainText('Faltante −2');
    await expect(page.getByRole('combobox', { name: 'Motivo' })).toHaveValue('COUNT');
    await page.getByRole('button', { name: 'Publicar ajuste' }).click();

    await expect(page.getByRole('heading', { name: 'Ajuste publicado' })).toBeVisible();
    const posted = page.getByRole('list', { name: 'Diferencias publicadas' });
    await expect(posted.getByRole('listitem', { name: ACEITE })).toContainText('Faltante −2');
    await expect(posted.getByRole('listitem', { name: ACEITE })).toContainText('Antes: 10 · Contado: 8');
    await expect(posted.getByRole('listitem', { name: HARINA })).toContainText('Cuadra');

    const aceiteHistory = await openHistory(page, ACEITE);
    await expect(page.getByRole('region', { name: 'Producto' })).toContainText('Stock actual: 8');
    await expect(aceiteHistory.first()).toContainText('Ajuste');
    await expect(aceiteHistory.first()).toContainText('−2');
    await expect(aceiteHistory.first()).toContainText('Stock después: 8');
    await expect(aceiteHistory.first()).toContainText('Motivo: Conteo físico');
    await expect(aceiteHistory.nth(1)).toContainText('Entrada de mercancía');

    // Nothing on the phone is wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});
