// Files that travel, on a 360 px phone: a seller moving from Loyverse uploads its items export as it is. The preview
// says the format it recognised and which column feeds each field; the seller leaves the descriptions out; the
// import brings every item and variant, weighed ones to the gram. The same headers next time are read with that
// choice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { TListResponse } from '@cuadre/shared/common/schemas';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { createSeller, signIn } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOYVERSE = readFileSync(path.resolve(here, '../../../apps/api/test/fixtures/loyverse-items.csv'));
const FILE = { name: 'export_items.csv', mimeType: 'text/csv', buffer: LOYVERSE };

test('a Loyverse items export: the columns shown, one changed, every item imported', async ({
  browser,
  request,
}) => {
  const seller = await createSeller(request, { country: 'VE' });
  const context = await newShopContext(browser, { width: 360, height: 740 });
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar productos' });
    await dialog.getByLabel('Archivo CSV o Excel (.xlsx)').setInputFiles(FILE);

    await expect(dialog.getByText('7 nuevos · 0 actualizados · 0 sin cambios')).toBeVisible();
    await expect(dialog.getByText('Formato reconocido: Exportación de artículos de Loyverse.')).toBeVisible();
    await expect(dialog.getByText('Los decimales van con punto (1.5).')).toBeVisible();
    const mapping = dialog.getByRole('group', { name: 'Columnas del archivo' });
    await expect(mapping.getByRole('combobox', { name: 'Nombre' }).locator('option:checked')).toHaveText(
      'Name',
    );
    await expect(mapping.getByRole('combobox', { name: 'Precio' }).locator('option:checked')).toHaveText(
      'Price [Tienda Centro]',
    );
    await expect(mapping.getByRole('combobox', { name: 'Por peso' }).locator('option:checked')).toHaveText(
      'Sold by weight',
    );
    await expect(
      dialog.getByText('Línea 4: la cantidad está vacía (sin control de inventario): se importa 0.'),
    ).toBeVisible();
    await expect(dialog.getByText('Línea 5: la cantidad es negativa (-3): se importa 0.')).toBeVisible();
    // Nothing of the page runs past the phone's width with the mapping open.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The descriptions stay out: the preview is read again with that choice.
    await mapping.getByRole('combobox', { name: 'Descripción' }).selectOption({ label: '— No importar —' });
    await expect(dialog.getByText(/^No se importan: .*Description/)).toBeVisible();
    await expect(dialog.getByText('7 nuevos · 0 actualizados · 0 sin cambios')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Importación lista: 7 productos nuevos o actualizados.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const listed = await request.get('/api/products?page=1&pageSize=50', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const products = ((await listed.json()) as TListResponse<TProduct>).data;
    const bySku = new Map(products.map((product) => [product.sku, product]));
    expect(products).toHaveLength(7);
    expect(bySku.get('10001')).toMatchObject({
      name: 'Queso blanco',
      unit: 'KG',
      quantity: 1.5,
      category: 'Lácteos',
      description: null,
    });
    expect(bySku.get('10007')).toMatchObject({ unit: 'KG', quantity: 2.345 });
    expect(bySku.get('10006')).toMatchObject({ name: 'Refresco — 2 L', category: 'Bebidas', quantity: 12 });

    // The next export from Loyverse has the same headers: it is read with the seller's choice.
    await page.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByLabel('Archivo CSV o Excel (.xlsx)').setInputFiles(FILE);
    await expect(
      dialog.getByText(
        'Se usaron las columnas que elegiste la última vez para un archivo con estos encabezados.',
      ),
    ).toBeVisible();
    await expect(mapping.getByRole('combobox', { name: 'Descripción' }).locator('option:checked')).toHaveText(
      '— No importar —',
    );
    await expect(dialog.getByText('0 nuevos · 0 actualizados · 7 sin cambios')).toBeVisible();
  } finally {
    await context.close();
  }
});
