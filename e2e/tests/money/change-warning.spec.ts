// Design §10, §11: the cart refuses change the open till cannot give. A Venezuelan seller on a 360 px phone opens
// the till with Bs. 500 in the drawer, sells a $10 product paid with $30 in cash dollars and asks for the change
// in bolívares: more than the drawer holds, so the cobro says so, "Realizar Venta" does not open the
// confirmation and no sale is recorded. Given in dollars (the $30 just handed over) the sale goes through.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatUsd, formatVes, usdToVes } from '@cuadre/shared/money/money';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Café Madrid 500 g';
const PRICE = 10;
// $20 of change: in bolívares it is above Bs. 500 at any rate above Bs. 25 per dollar (the stand-in serves
// 36,5731 and the dollar-rate journey's manual rate is 40,25), while $10 of change would fit in the drawer.
const PAID_USD = 30;
const CHANGE_USD = PAID_USD - PRICE;
const FLOAT_VES = 500;

let stub: TBcvStub;
let seller: TSeller;
/** The rate the app serves: the stand-in's, or one an admin set in an earlier journey on this app. */
let rate: number;

test.beforeAll(async ({ request }) => {
  // The page every journey on this app serves: whichever runs first, all read the same rate.
  stub = await startBcvStub('36,57310000');
  seller = await createSeller(request, { country: 'VE' });
  // Before any sale: without a rate the cart has no bolívares, and no "Dar el vuelto en" to choose them.
  rate = await waitForServedRate(request, seller.token);
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `VUELTO-${Date.now().toString(36)}`,
    price: PRICE,
    cost: 6,
    quantity: 5,
  });
});
test.afterAll(async () => {
  await stub?.close();
});

type TSaleRecord = { id: string; change: { currency: string; amount: number } | null };

async function salesOf(request: APIRequestContext): Promise<{ total: number; data: TSaleRecord[] }> {
  const response = await request.get('/api/sales', { headers: { authorization: `Bearer ${seller.token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { total: number; data: TSaleRecord[] };
}

test('change in bolívares above the till is refused before confirming; in dollars the sale goes through', async ({
  browser,
  request,
}) => {
  // The journey's own precondition, not the app's: the change in bolívares must not fit in the drawer.
  expect(usdToVes(CHANGE_USD, rate), `$${CHANGE_USD} at Bs. ${rate}`).toBeGreaterThan(FLOAT_VES);
  const warning = VALIDATION.changeAboveTill('VES', formatVes(FLOAT_VES));
  expect(warning).toBe('No hay suficientes bolívares en caja para el vuelto: la caja tiene Bs. 500,00.');

  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/caja');
    await expect(page.getByRole('heading', { name: 'Caja cerrada' })).toBeVisible();
    await page.getByLabel('Fondo inicial en dólares').fill('0');
    await page.getByLabel('Fondo inicial en bolívares').fill(String(FLOAT_VES));
    await page.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByRole('heading', { name: 'Caja abierta' })).toBeVisible();

    await page.goto('/dashboard');
    await page
      .getByRole('article', { name: PRODUCT })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    await page.getByRole('button', { name: 'Dividir el pago' }).click();
    await expect(page.getByLabel('Método del pago 1')).toHaveValue('CASH');
    await expect(page.getByLabel('Moneda del pago 1')).toHaveValue('USD');
    await page.getByLabel('Monto del pago 1').fill(String(PAID_USD));

    const status = page.getByTestId('tender-status');
    const changeIn = page.getByRole('group', { name: 'Dar el vuelto en' });
    await expect(status).toContainText(`Vuelto: ${formatUsd(CHANGE_USD)}`);
    await changeIn.getByRole('button', { name: 'Bolívares' }).click();
    await expect(status).toContainText(warning);

    // Nothing on the phone goes sideways to make room for the warning.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);

    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
    await expect(confirm).toBeHidden();
    expect((await salesOf(request)).total).toBe(0);

    // The $30 just handed over give the change in dollars: the drawer has it now.
    await changeIn.getByRole('button', { name: 'Dólares' }).click();
    await expect(status).not.toContainText(warning);
    await expect(status).toContainText(`Vuelto: ${formatUsd(CHANGE_USD)}`);
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    const sales = await salesOf(request);
    expect(sales.total).toBe(1);
    expect(sales.data[0]?.change).toEqual({ currency: 'USD', amount: CHANGE_USD });
  } finally {
    await context.close();
  }
});
