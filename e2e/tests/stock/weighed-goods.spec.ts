// Design §13 "Units": weighed goods on a 360 px phone. The seller creates "Queso blanco" sold by the kg through
// the product form (5 kg at $8), sells 0,75 kg at the cart typed with a comma ($6.00), reads it on the receipt,
// sees 4,25 kg left, returns 0,25 kg from the sale's details with a cash refund, and finds 4,5 kg on the
// products list and both movements in kg in the product's history.
import { expect, test, type Page } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Queso blanco';

let seller: TSeller;

test.beforeAll(async ({ request }) => {
  // Colombia: amounts in dollars only, so the figures below do not hang on a dollar rate.
  seller = await createSeller(request, { country: 'CO' });
});

/** The product's card on the products list. */
async function productCard(page: Page) {
  await page.goto('/dashboard/products');
  return page.getByRole('list', { name: 'Productos' }).getByRole('listitem').filter({ hasText: PRODUCT });
}

async function expectNothingWiderThanThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a product sold by the kg: created, sold and returned to the gram, its stock and history in kg', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);

    // The product form: Kg, and 5 kg in stock.
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Añadir Producto' }).first().click();
    const form = page.getByRole('dialog', { name: 'Añadir Producto' });
    await form.getByLabel('Nombre').fill(PRODUCT);
    await form.getByLabel('SKU').fill(`QUE-${Date.now().toString(36)}`);
    await form.getByLabel('Precio').fill('8');
    await form.getByLabel('Costo').fill('5');
    await form.getByLabel('Unidad de venta').selectOption({ label: 'Kg' });
    await expect(form.getByText('Por kg')).toHaveCount(2);
    await form.getByLabel('Cantidad').fill('5');
    await expectNothingWiderThanThePhone(page);
    await form.getByRole('button', { name: 'Añadir Producto' }).click();
    await expect(page.getByText('Producto creado correctamente.')).toBeVisible();
    const created = page
      .getByRole('list', { name: 'Productos' })
      .getByRole('listitem')
      .filter({ hasText: PRODUCT });
    await expect(created).toContainText('Stock: 5 kg');
    await expect(created).toContainText('$8.00 /kg');

    // The cart: 1 kg goes in, the seller types what the scale says.
    await page.goto('/dashboard');
    await page
      .getByRole('article', { name: PRODUCT })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    const quantity = page.getByRole('textbox', { name: `Cantidad de ${PRODUCT}` });
    await expect(quantity).toHaveValue('1');
    await quantity.fill('0,75');
    await expect(page.getByTestId('cart-total')).toHaveText('$6.00');
    await expectNothingWiderThanThePhone(page);
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
    await expect(confirm).toContainText(`0,75 kg × ${PRODUCT}`);
    await expect(confirm).toContainText('$6.00');
    await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    // The receipt says what was weighed.
    await page.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/[0-9a-f-]+\/recibo$/);
    const saleId = /\/sales\/([0-9a-f-]+)\/recibo$/.exec(page.url())?.[1] ?? '';
    const receipt = page.getByRole('article', { name: 'Recibo' });
    await expect(receipt).toContainText(`0,75 kg × ${PRODUCT}`);
    await expect(receipt).toContainText('Total$6.00');
    await expectNothingWiderThanThePhone(page);

    await expect(await productCard(page)).toContainText('Stock: 4,25 kg');

    // 0,25 kg back from the sale's details, on the shelf, its dollars in cash.
    await page.goto('/dashboard/sales');
    await page
      .getByRole('button', { name: `Ver detalles de la venta ${saleId.slice(0, 8)}` })
      .filter({ visible: true })
      .click();
    const details = page.getByRole('dialog', { name: 'Detalles de la Venta' });
    await expect(details).toContainText(`0,75 kg × $8.00 /kg`);
    await details.getByRole('button', { name: 'Devolver productos' }).click();
    const returnForm = details.getByRole('form', { name: 'Devolver productos' });
    await expect(returnForm).toContainText('Vendidos: 0,75 kg · Por devolver: 0,75 kg');
    await returnForm.getByLabel(`Cantidad a devolver de ${PRODUCT}`).fill('0,25');
    await expect(returnForm.getByRole('checkbox', { name: 'Vuelve al inventario' })).toBeChecked();
    await expect(returnForm.getByLabel('Método')).toHaveValue('CASH');
    await expect(returnForm.getByText('Total devuelto').locator('..')).toContainText('$2.00');
    await expectNothingWiderThanThePhone(page);
    await returnForm.getByRole('button', { name: 'Registrar devolución' }).click();
    await expect(page.getByText('Devolución registrada.')).toBeVisible();
    const returns = details.getByRole('region', { name: 'Devoluciones' });
    await expect(returns).toContainText(`0,25 kg × ${PRODUCT}`);
    await expect(returns).toContainText('Reembolso: Efectivo $2.00');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // 5 − 0,75 + 0,25.
    const card = await productCard(page);
    await expect(card).toContainText('Stock: 4,5 kg');
    await card.getByRole('link', { name: `Historial de ${PRODUCT}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de inventario' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Producto' })).toContainText('Stock actual: 4,5 kg');
    const history = page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText('Devolución');
    await expect(history.nth(0)).toContainText('+0,25 kg');
    await expect(history.nth(0)).toContainText('Stock después: 4,5 kg');
    await expect(history.nth(1)).toContainText('Venta');
    await expect(history.nth(1)).toContainText('−0,75 kg');
    await expect(history.nth(1)).toContainText('Stock después: 4,25 kg');
    await expect(history.nth(2)).toContainText('+5 kg');
    await expectNothingWiderThanThePhone(page);
  } finally {
    await context.close();
  }
});
