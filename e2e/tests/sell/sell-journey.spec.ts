// What a shop owner does all day: a product and a client, a cash sale, a sale on credit with an
// initial payment, and the figures that move with them.
import { expect, test, type Page } from '@playwright/test';
import { createSeller, signIn } from '../../support/accounts';

const card = (page: Page, name: RegExp | string) => page.getByRole('article', { name });

test('create a product and a client, sell PAID and PENDING, and see stock, debt and cards move', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request, { name: 'Carmen' });
  await signIn(page, seller);
  const suffix = Date.now().toString(36);
  const productName = `Queso llanero ${suffix}`;
  const clientName = `Ana Gómez ${suffix}`;

  // ── A product ─────────────────────────────────────────────────────────────
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Productos' })).toBeVisible();
  await expect(page.getByText('No hay productos registrados')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir Producto' }).first().click();
  const productDialog = page.getByRole('dialog', { name: 'Añadir Producto' });
  await productDialog.getByLabel('Nombre').fill(productName);
  await productDialog.getByLabel('SKU').fill(`QUE-${suffix}`);
  await productDialog.getByLabel('Precio').fill('5');
  await productDialog.getByLabel('Costo').fill('3');
  await productDialog.getByLabel('Cantidad').fill('10');
  await productDialog.getByRole('button', { name: 'Añadir Producto' }).click();
  await expect(productDialog).toBeHidden();
  await expect(page.getByText('Producto creado correctamente.')).toBeVisible();
  const productRow = page.getByRole('row', { name: new RegExp(productName) });
  await expect(productRow).toContainText('$5.00');
  await expect(productRow).toContainText('$3.00');
  await expect(productRow.getByRole('cell').nth(4)).toHaveText('10');

  // ── A client ──────────────────────────────────────────────────────────────
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir Cliente' }).first().click();
  const clientDialog = page.getByRole('dialog', { name: 'Añadir Cliente' });
  await clientDialog.getByLabel('Nombre').fill(clientName);
  await clientDialog.getByLabel('Email (opcional)').fill(`ana-${suffix}@example.com`);
  await clientDialog.getByLabel('Teléfono (opcional)').fill('0414-5550000');
  await clientDialog.getByRole('button', { name: 'Añadir Cliente' }).click();
  await expect(clientDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(clientName) })).toContainText('Sin Deuda');

  // ── The dashboard before any sale ─────────────────────────────────────────
  await page.getByRole('link', { name: 'Principal' }).click();
  await expect(page.getByText('¡Bienvenido, Carmen!')).toBeVisible();
  await expect(card(page, 'Ingresos Totales')).toContainText('$0.00');
  const product = card(page, productName);
  await expect(product).toContainText('Stock: 10');

  // ── Cart, surviving a reload ──────────────────────────────────────────────
  await product.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await product.getByRole('button', { name: 'Agregar al Carrito' }).click();
  const quantity = page.getByRole('spinbutton', { name: `Cantidad de ${productName}` });
  await expect(quantity).toHaveValue('2');
  await page.reload();
  await expect(quantity).toHaveValue('2');

  // ── Sell PAID ─────────────────────────────────────────────────────────────
  await page.getByRole('button', { name: 'Realizar Venta' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
  await expect(confirm).toContainText('Una vez confirmada, la venta no se puede modificar ni eliminar.');
  await expect(confirm).toContainText('$10.00');
  await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Venta creada con éxito!' })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(quantity).toBeHidden();
  await expect(product).toContainText('Stock: 8');
  await expect(card(page, 'Ingresos Totales')).toContainText('$10.00');

  // ── Sell PENDING to the client, with an initial payment ──────────────────
  for (let i = 0; i < 3; i += 1) await product.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(quantity).toHaveValue('3');
  const clientSelect = page.getByLabel('Cliente', { exact: true });
  await clientSelect.selectOption({ label: `${clientName} (ana-${suffix}@example.com)` });
  // The cart with its client survives a reload; the rest of the form is this sale's draft.
  await page.reload();
  await expect(quantity).toHaveValue('3');
  await expect(clientSelect.locator('option:checked')).toHaveText(
    `${clientName} (ana-${suffix}@example.com)`,
  );
  await page.getByLabel('Estado de la venta').selectOption('PENDING');
  await page.getByLabel('Método de pago').selectOption('TRANSFER');
  await page.getByLabel('Número de referencia (opcional)').fill('REF-001');
  await page.getByLabel('Vendedor (opcional)').fill('Carmen');
  await page.getByLabel('Abono inicial (opcional)').fill('5');

  await page.getByRole('button', { name: 'Realizar Venta' }).click();
  await expect(confirm).toContainText(clientName);
  await expect(confirm).toContainText('Pendiente');
  await expect(confirm).toContainText('Transferencia');
  await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Venta creada con éxito!' })).toBeVisible();
  await expect(product).toContainText('Stock: 5');

  // 'Últimas Ventas' lists both, and the seller filter narrows them.
  const recent = page.getByRole('list', { name: 'Ventas recientes' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').first()).toContainText(clientName);
  await expect(recent.getByRole('listitem').first()).toContainText('Pendiente');
  await page.getByLabel('Filtrar por vendedor').fill('Carmen');
  await expect(recent.getByRole('listitem')).toHaveCount(1);

  // ── The cards moved: 2 × 5 + 3 × 5 sold, profit 5 × (5 − 3), no expenses ──
  await expect(card(page, 'Ingresos Totales')).toContainText('$25.00');
  await expect(card(page, /^Ventas de /)).toContainText('$25.00');
  await expect(card(page, /^Gastos de /)).toContainText('$0.00');
  await expect(card(page, /^Ganancias de /)).toContainText('$10.00');

  // ── The client now owes ───────────────────────────────────────────────────
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('row', { name: new RegExp(clientName) })).toContainText('Con Deuda');
  await page.getByLabel('Estado de deuda').selectOption('without_debt');
  await expect(page.getByText('No se encontraron clientes que coincidan con tu búsqueda')).toBeVisible();

  // ── And the products list shows the stock that is left ───────────────────
  await page.getByRole('link', { name: 'Productos' }).click();
  await expect(
    page
      .getByRole('row', { name: new RegExp(productName) })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('5');
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('products and clients show as cards, and a product goes to the cart from its card', async ({
    page,
    request,
  }) => {
    const seller = await createSeller(request);
    const headers = { authorization: `Bearer ${seller.token}` };
    const suffix = Date.now().toString(36);
    const created = await request.post('/api/products', {
      headers,
      data: { name: `Café ${suffix}`, sku: `CAF-${suffix}`, price: 7.25, cost: 4, quantity: 3 },
    });
    expect(created.status()).toBe(201);
    const client = await request.post('/api/clients', { headers, data: { name: `Luis ${suffix}` } });
    expect(client.status()).toBe(201);
    await signIn(page, seller);

    await page.goto('/dashboard/products');
    await expect(page.getByRole('table')).toHaveCount(0);
    const productCard = page.getByRole('list', { name: 'Productos' }).getByRole('listitem');
    await expect(productCard).toContainText(`Café ${suffix}`);
    await expect(productCard).toContainText('Stock: 3');
    await productCard.getByRole('button', { name: `Agregar Café ${suffix} al carrito` }).click();
    await expect(page.getByText(`Café ${suffix} agregado al carrito.`)).toBeVisible();

    await page.goto('/dashboard/clients');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Clientes' }).getByRole('listitem')).toContainText(
      'Sin Deuda',
    );

    await page.goto('/dashboard');
    await expect(page.getByRole('spinbutton', { name: `Cantidad de Café ${suffix}` })).toHaveValue('1');
    // Nothing on the page is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
