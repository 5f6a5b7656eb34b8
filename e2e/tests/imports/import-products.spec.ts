// Design §15: a catalogue comes in from Excel, on a 360 px phone. A 20-row XLSX with one bad row is
// previewed: the error names that line and nothing can be imported; the fixed file imports all 20 products.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { createSeller, signIn } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';

const BAD_ROW = 7;

async function catalogue(withBadRow: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(['Nombre', 'SKU', 'Precio', 'Costo', 'Cantidad', 'Unidad']);
  for (let index = 1; index <= 20; index += 1) {
    const price = withBadRow && index === BAD_ROW ? -3 : 1 + index / 4;
    sheet.addRow([
      `Producto ${index}`,
      `IMP-${String(index).padStart(3, '0')}`,
      price,
      1,
      10 + index,
      index % 5 === 0 ? 'Kg' : 'Unidad',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('import a 20-row Excel: the bad row is named by its line; fixed, all 20 come in', async ({
  browser,
  request,
}) => {
  const seller = await createSeller(request, { country: 'CO' });
  const context = await newShopContext(browser, { width: 360, height: 740 });
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar productos' });
    const fileInput = dialog.getByLabel('Archivo CSV o Excel (.xlsx)');

    await fileInput.setInputFiles({
      name: 'catalogo.xlsx',
      mimeType: XLSX_TYPE,
      buffer: await catalogue(true),
    });
    // The header is line 1: product 7 is on line 8.
    await expect(dialog.getByRole('alert')).toContainText(
      `Línea ${BAD_ROW + 1}: Precio, Costo y Cantidad no pueden ser negativos.`,
    );
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

    await fileInput.setInputFiles({
      name: 'catalogo.xlsx',
      mimeType: XLSX_TYPE,
      buffer: await catalogue(false),
    });
    await expect(dialog.getByText('20 nuevos · 0 actualizados · 0 sin cambios')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Vista previa (primeras filas)' })).toContainText(
      'Producto 1',
    );
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Importación lista: 20 productos nuevos o actualizados.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const listed = await request.get('/api/products?page=1&pageSize=50', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const products = ((await listed.json()) as TListResponse<TProduct>).data;
    expect(products).toHaveLength(20);
    expect(products.find((product) => product.sku === 'IMP-005')).toMatchObject({ unit: 'KG', quantity: 15 });
    // Nothing of the page runs past the phone's width with the dialog open or closed.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await context.close();
  }
});
