// Design §10: a Venezuelan seller charges IGTF on dollars and is paid a $10 sale in two parts, $5 in cash and the
// rest in bolívares in cash (only cash gives change: Pago Móvil beyond the total is refused), with the change in
// bolívares. The sale's details show the
// payments as handed over (Bs. 1.300,00), the change, and IGTF only on the dollars. On a 360 px phone, from the
// cart's "Dividir el pago".
import { expect, test } from '@playwright/test';
import { formatVes } from '@cuadre/shared/money/money';
import { settleTender } from '@cuadre/shared/sales/tender';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Aceite Diana 1 L';
const PAYMENTS = [
  { method: 'CASH', currency: 'USD', amount: 5 },
  { method: 'CASH', currency: 'VES', amount: 1300 },
] as const;

let stub: TBcvStub;
let seller: TSeller;
/** The rate the app serves: the stand-in's, or one an admin set in an earlier journey on this app. */
let rate: number;

test.beforeAll(async ({ request }) => {
  // The page the dollar-rate journey serves too: whichever runs first on this app, both read the same rate.
  stub = await startBcvStub('36,57310000');
  seller = await createSeller(request, { country: 'VE' });
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `IGTF-${Date.now().toString(36)}`,
    price: 10,
    cost: 7,
    quantity: 5,
  });
  rate = await waitForServedRate(request, seller.token);
});
test.afterAll(async () => {
  await stub?.close();
});

test('IGTF on, a $10 sale paid $5 in cash + Bs. 1.300 in cash: the details show what was handed over', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/profile');
    const igtf = page.getByRole('region', { name: 'IGTF' });
    await expect(igtf).toContainText('Se suma al total cuando el cliente paga en dólares');
    await igtf.getByRole('checkbox', { name: 'Cobrar IGTF en pagos en dólares' }).check();
    await expect(igtf.getByLabel('Porcentaje del IGTF')).toHaveValue('3');
    await igtf.getByRole('button', { name: 'Guardar IGTF' }).click();
    await expect(igtf.getByRole('alert')).toContainText('Se cobrará 3 % en los pagos en dólares.');

    // 3 % on the dollars: $5 pay off $4.85 and bear $0.15; the bolívares pay the other $5.15 and the rest of
    // Bs. 1.300 goes back in bolívares.
    const expected = settleTender({
      total: 10,
      payments: PAYMENTS,
      rate,
      igtfRate: 3,
      changeCurrency: 'VES',
    });
    expect(expected).toMatchObject({ igtfTotal: 0.15, change: { currency: 'VES' } });
    const change = formatVes(expected.change?.amount ?? 0);

    await page.goto('/dashboard');
    await page
      .getByRole('article', { name: PRODUCT })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    await page.getByRole('button', { name: 'Dividir el pago' }).click();
    await expect(page.getByLabel('Método del pago 1')).toHaveValue('CASH');
    await expect(page.getByLabel('Moneda del pago 1')).toHaveValue('USD');
    await page.getByLabel('Monto del pago 1').fill('5');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await expect(page.getByLabel('Método del pago 2')).toHaveValue('PAGO_MOVIL');
    await expect(page.getByLabel('Moneda del pago 2')).toHaveValue('VES');
    await page.getByLabel('Monto del pago 2').fill('1300');
    await page.getByLabel('Referencia del pago 2').fill('0412-7788');
    // Pago Móvil gives no change: the cart says so, and the bolívares handed over in cash do.
    await expect(page.getByTestId('tender-status')).toContainText('Pago Móvil no da vuelto');
    await page.getByLabel('Método del pago 2').selectOption('CASH');
    await expect(page.getByLabel('Moneda del pago 2')).toHaveValue('VES');
    await expect(page.getByTestId('tender-status')).toContainText(`Vuelto: ${change}`);
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar Venta' })
      .getByRole('button', { name: 'Confirmar Venta' })
      .click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    await page.goto('/dashboard/sales');
    await page
      .getByRole('button', { name: /Ver detalles/ })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Detalles de la Venta' });
    await expect(dialog.getByText('IGTF', { exact: true }).locator('..')).toContainText('$0.15');
    await expect(dialog.getByText('Vuelto', { exact: true }).locator('..')).toContainText(change);
    const payments = dialog.getByRole('region', { name: 'Abonos' }).getByRole('listitem');
    const dollars = payments.filter({ hasText: '$5.00 (= $4.85)' });
    await expect(dollars).toContainText('Efectivo');
    await expect(dollars).toContainText('IGTF: $0.15');
    const bolivars = payments.filter({ hasText: 'Bs. 1.300,00 (= $5.15)' });
    await expect(bolivars).toContainText('Efectivo');
    await expect(bolivars).not.toContainText('IGTF');
  } finally {
    await context.close();
  }
});
