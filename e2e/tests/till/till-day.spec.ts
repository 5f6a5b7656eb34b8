// Design §11: a Venezuelan shop's day at the till on a 360 px phone. The seller opens the till with
// $20 and Bs. 500, sells $10 in cash dollars at the cart, is paid a $10 sale by Pago Móvil, takes an instalment
// of Bs. 100 in cash, pays a supplier $5 from the till, and closes it Bs. 10 short: the Z report shows every
// line and the shortfall. Every step of the day is driven through the screens as a person would: the sales at
// the cart, the instalment in the sale's details; only the sale on account from before the day is made through
// the API.
import { expect, test } from '@playwright/test';
import { formatVes, usdToVes } from '@cuadre/shared/money/money';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Harina PAN 1 kg';

let stub: TBcvStub;
let seller: TSeller;
let rate: number;
/** A $10 sale on account from before the till was opened: the instalment pays part of it. */
let creditSaleId: string;

test.beforeAll(async ({ request }) => {
  stub = await startBcvStub('36,57310000');
  seller = await createSeller(request, { country: 'VE' });
  // Before any sale: the sales remember the rate they first read for a while, even "none" (sale-rate.ts).
  rate = await waitForServedRate(request, seller.token);
  const product = await createViaApi<{ id: string }>(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `TILL-${Date.now().toString(36)}`,
    price: 10,
    cost: 6,
    quantity: 10,
  });
  const client = await createViaApi<{ id: string }>(request, seller, '/api/clients', { name: 'Luisa Mora' });
  const credit = await createViaApi<{ id: string }>(request, seller, '/api/sales', {
    items: [{ productId: product.id, quantity: 1, price: 10 }],
    status: 'PENDING',
    clientId: client.id,
  });
  creditSaleId = credit.id;
});
test.afterAll(async () => {
  await stub?.close();
});

test('open with $20 and Bs. 500, sell, collect, pay a supplier, close Bs. 10 short: the Z report says so', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  const pagoMovil = usdToVes(10, rate);
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/caja');
    await expect(page.getByRole('heading', { name: 'Caja cerrada' })).toBeVisible();
    await page.getByLabel('Fondo inicial en dólares').fill('20');
    await page.getByLabel('Fondo inicial en bolívares').fill('500');
    await page.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByRole('heading', { name: 'Caja abierta' })).toBeVisible();

    // $10 in cash dollars, at the cart.
    await page.goto('/dashboard');
    await page
      .getByRole('article', { name: PRODUCT })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    await page.getByRole('button', { name: 'Dividir el pago' }).click();
    await page.getByLabel('Método del pago 1').selectOption('CASH');
    await page.getByLabel('Moneda del pago 1').selectOption('USD');
    await page.getByLabel('Monto del pago 1').fill('10');
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar Venta' })
      .getByRole('button', { name: 'Confirmar Venta' })
      .click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    // $10 by Pago Móvil, at the cart: recorded as exactly its bolívares.
    await page
      .getByRole('article', { name: PRODUCT })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    await page.getByLabel('Método de pago').selectOption({ label: 'Pago Móvil' });
    await page.getByLabel('Número de referencia (opcional)').fill('0414-1234');
    await expect(page.getByText(`Se registra: ${formatVes(pagoMovil)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar Venta' })
      .getByRole('button', { name: 'Confirmar Venta' })
      .click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    // Bs. 100 in cash on the sale on account, in its details.
    await page.goto('/dashboard/sales');
    await page
      .getByRole('button', { name: `Ver detalles de la venta ${creditSaleId.slice(0, 8)}` })
      .filter({ visible: true })
      .click();
    const details = page.getByRole('dialog', { name: 'Detalles de la Venta' });
    const instalment = details.getByRole('form', { name: 'Agregar abono' });
    await instalment.getByLabel('Moneda').selectOption({ label: 'Bolívares (Bs.)' });
    await instalment.getByLabel('Monto del abono (Bs.)').fill('100');
    await expect(instalment.getByLabel('Método de pago')).toHaveValue('CASH');
    await instalment.getByRole('button', { name: 'Confirmar abono' }).click();
    await expect(page.getByText('Abono agregado con éxito.')).toBeVisible();
    await expect(details.getByRole('region', { name: 'Abonos' })).toContainText('Bs. 100,00');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.goto('/dashboard/caja');
    const expected = page.getByRole('list', { name: 'Debería haber en caja' }).getByRole('listitem');
    await expect(expected).toHaveText([
      /Efectivo \(\$\)\s*\$30\.00/,
      /Efectivo \(Bs\.\)\s*Bs\. 600,00/,
      new RegExp(`Pago Móvil \\(Bs\\.\\)\\s*${formatVes(pagoMovil).replace(/\./g, '\\.')}`),
    ]);
    await expect(page.getByRole('region', { name: 'Cifras de la caja' })).toContainText('Cobranzas');

    // A supplier paid $5 from the drawer.
    await page.getByRole('button', { name: 'Entrada / Salida de dinero' }).click();
    const movement = page.getByRole('dialog', { name: 'Entrada / Salida de dinero' });
    await movement.getByLabel('Monto').fill('5');
    await movement.getByRole('button', { name: 'Pago a proveedor' }).click();
    await movement.getByRole('button', { name: 'Registrar' }).click();
    await expect(movement).toBeHidden();
    await expect(expected.first()).toHaveText(/\$25\.00/);
    await expect(page.getByRole('list', { name: 'Movimientos de la caja' })).toContainText(
      'Salida: Pago a proveedor',
    );

    // The close: Bs. 10 missing from the drawer's bolívares.
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    await page.getByLabel('Contado en Efectivo ($)').fill('25');
    await page.getByLabel('Contado en Efectivo (Bs.)').fill('590');
    await page.getByRole('button', { name: 'Confirmar Pago Móvil (Bs.)' }).click();
    const bolivares = page.getByRole('listitem', { name: 'Efectivo (Bs.)' });
    await expect(bolivares.getByText('Faltante Bs. 10,00')).toBeVisible();
    await page.getByLabel('Notas (opcional)').fill('Faltó sencillo');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();

    await expect(page).toHaveURL(/\/dashboard\/caja\/[0-9a-f-]{36}$/);
    const report = page.getByRole('article', { name: 'Reporte Z' });
    await expect(report.getByRole('listitem', { name: 'Efectivo ($)' })).toContainText(
      /Esperado\s*\$25\.00\s*Contado\s*\$25\.00\s*Diferencia\s*Cuadra/,
    );
    await expect(report.getByRole('listitem', { name: 'Efectivo (Bs.)' })).toContainText(
      /Esperado\s*Bs\. 600,00\s*Contado\s*Bs\. 590,00\s*Diferencia\s*Faltante Bs\. 10,00/,
    );
    await expect(report.getByRole('listitem', { name: 'Pago Móvil (Bs.)' })).toContainText('Cuadra');
    await expect(report).toContainText('Salida: Pago a proveedor');
    await expect(report).toContainText('Faltó sencillo');
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      /Faltante%20Bs\.%2010%2C00/,
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The history lists it with its shortfall.
    await page.getByRole('link', { name: 'Historial de cajas' }).click();
    await expect(page.getByRole('list', { name: 'Cajas' }).getByRole('listitem').first()).toContainText(
      'Faltante Bs. 10,00',
    );
  } finally {
    await context.close();
  }
});
