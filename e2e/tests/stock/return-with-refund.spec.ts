// Design §13: a return with a refund in bolívares, on a 360 px phone. A Venezuelan seller with the
// till open (through the API) sells 2 of a product with stock 10 at the cart, opens the sale from Ventas, returns
// 1 and hands back its bolívares in cash at the sale's rate: the sale lists the return, the product's stock is 9
// again on the products list, and the till expects that many bolívares less in its drawer.
import { expect, test } from '@playwright/test';
import { formatVes, subtractMoney, usdToVes } from '@cuadre/shared/money/money';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Harina PAN 1 kg';
const FLOAT_VES = 1000;

let stub: TBcvStub;
let seller: TSeller;
let rate: number;

test.beforeAll(async ({ request }) => {
  stub = await startBcvStub('36,57310000');
  seller = await createSeller(request, { country: 'VE' });
  // Before any sale: the sale remembers the rate it first read, and the refund goes back at it.
  rate = await waitForServedRate(request, seller.token);
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `RET-${Date.now().toString(36)}`,
    price: 10,
    cost: 6,
    quantity: 10,
  });
  await createViaApi(request, seller, '/api/cash-sessions', { openingFloat: { USD: 0, VES: FLOAT_VES } });
});
test.afterAll(async () => {
  await stub?.close();
});

test('sell 2, return 1 with Bs. in cash at the sale’s rate: listed, stock back to 9, the till expects less', async ({
  browser,
  request,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  const refundVes = usdToVes(10, rate);
  try {
    await signIn(page, seller);

    // 2 at the cart, paid in cash dollars (the cart's defaults).
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: PRODUCT });
    await card.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await card.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar Venta' })
      .getByRole('button', { name: 'Confirmar Venta' })
      .click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    // Ventas → the sale.
    const sales = await request.get('/api/sales', { headers: { authorization: `Bearer ${seller.token}` } });
    const [sale] = ((await sales.json()) as { data: { id: string; items: { quantity: number }[] }[] }).data;
    expect(sale?.items[0]?.quantity).toBe(2);
    await page.goto('/dashboard/sales');
    await page
      .getByRole('button', { name: `Ver detalles de la venta ${sale?.id.slice(0, 8)}` })
      .filter({ visible: true })
      .click();
    const details = page.getByRole('dialog', { name: 'Detalles de la Venta' });
    await details.getByRole('button', { name: 'Devolver productos' }).click();

    // 1 back, on the shelf, its bolívares in cash at the sale's rate.
    const form = details.getByRole('form', { name: 'Devolver productos' });
    await expect(form).toContainText('Vendidos: 2 · Por devolver: 2');
    await form.getByRole('button', { name: `Uno más de ${PRODUCT}` }).click();
    await expect(form.getByRole('checkbox', { name: 'Vuelve al inventario' })).toBeChecked();
    await form.getByLabel('Moneda').selectOption({ label: 'Bolívares (Bs.)' });
    await form.getByLabel('Método').selectOption({ label: 'Efectivo' });
    await expect(form.getByText('Total devuelto').locator('..')).toContainText(formatVes(refundVes));
    // The field writes the amount as typed numbers are written ("402,5" for 402.50): compared as a number.
    await expect
      .poll(async () =>
        Number((await form.getByLabel('Monto del reembolso (Bs.)').inputValue()).replace(',', '.')),
      )
      .toBe(refundVes);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await form.getByRole('button', { name: 'Registrar devolución' }).click();

    await expect(page.getByText('Devolución registrada.')).toBeVisible();
    const returns = details.getByRole('region', { name: 'Devoluciones' });
    await expect(returns).toContainText(`1 × ${PRODUCT}`);
    await expect(returns).toContainText(`Reembolso: Efectivo ${formatVes(refundVes)}`);
    await expect(form).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // 10 − 2 sold + 1 back.
    await page.goto('/dashboard/products');
    const productCard = page
      .getByRole('list', { name: 'Productos' })
      .getByRole('listitem')
      .filter({ hasText: PRODUCT });
    await expect(productCard).toContainText('Stock: 9');

    // The refund came out of the drawer's bolívares.
    const till = await request.get('/api/cash-sessions/current', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const session = ((await till.json()) as { data: TCashSession }).data;
    const bolivares = session.lines.find((line) => line.method === 'CASH' && line.currency === 'VES');
    expect(bolivares?.expected).toBe(subtractMoney(FLOAT_VES, refundVes));
  } finally {
    await context.close();
  }
});
