// Amounts typed the Venezuelan way: "245,67" was saved as 24567 by a number field. On a
// 360 px phone a seller types a price of "1.234,56", reads what will be saved before saving, and finds it in
// the list; "1.234" (thousands or decimals?) is refused with the reason and saves nothing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSeller, signIn } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';

const PHONE = { width: 360, height: 740 };

async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${locator} ends on screen`).toBeLessThanOrEqual(
    page.viewportSize()!.width + 0.5,
  );
}

test('a price typed "1.234,56" on a phone is saved and listed as 1,234.56; "1.234" is refused', async ({
  browser,
  request,
}) => {
  const seller = await createSeller(request, { name: 'Rosa' });
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  await signIn(page, seller);
  const created: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/products')
      created.push(sent.url());
  });
  const suffix = Date.now().toString(36);
  const productName = `Queso de año ${suffix}`;

  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Productos' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir Producto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Producto' });
  await dialog.getByLabel('Nombre').fill(productName);
  await dialog.getByLabel('SKU').fill(`QDA-${suffix}`);
  const price = dialog.getByLabel('Precio');
  await price.fill('1.234');
  await dialog.getByLabel('Costo').fill('245,67');
  await dialog.getByLabel('Cantidad').fill('4');

  // Ambiguous: refused with the reason, under the price, and nothing is sent.
  await dialog.getByRole('button', { name: 'Añadir Producto' }).click();
  const ambiguous = dialog.getByText('No queda claro si "1.234" son miles o decimales.', { exact: false });
  await expect(ambiguous).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expectWithinWidth(page, ambiguous);
  await expect(dialog.getByText('Se guardará: $245.67')).toBeVisible();
  expect(created).toHaveLength(0);

  // Written out: read, said before saving, saved and listed.
  await price.fill('1.234,56');
  const understood = dialog.getByText('Se guardará: $1,234.56');
  await expect(understood).toBeVisible();
  await expect(ambiguous).toBeHidden();
  await expectWithinWidth(page, understood);
  await dialog.getByRole('button', { name: 'Añadir Producto' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Producto creado correctamente.')).toBeVisible();
  expect(created).toHaveLength(1);
  const card = page.getByRole('listitem').filter({ hasText: productName });
  await expect(card).toContainText('Precio: $1,234.56');
  await expect(card).toContainText('Costo: $245.67');

  // Editing shows the saved price as text that reads back the same.
  await card.getByRole('button', { name: `Editar ${productName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar Producto' });
  await expect(editDialog.getByLabel('Precio')).toHaveValue('1234.56');
  await expect(editDialog.getByText('Se guardará: $1,234.56')).toBeVisible();
  await context.close();
});
