// A shop with a scale that prints EAN-13 labels, on a 360 px phone: the owner says in Perfil → Balanza how its
// labels are laid out, and a keyboard-like scanner reading a label puts the cheese in the cart with its weight;
// the sale takes that weight from the stock.
import { expect, test } from '@playwright/test';
import { createSeller, signIn } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const CHEESE = 'Queso llanero';

/** An EAN-13 of its first 12 digits and their check digit. */
function ean13(first12: string): string {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

test('the scale is set in Perfil, and a scanned label adds the cheese with its weight', async ({
  browser,
  request,
}) => {
  const owner = await createSeller(request, { country: 'CO', name: 'Carmen' });
  const product = await createViaApi<{ id: string }>(request, owner, '/api/products', {
    name: CHEESE,
    sku: `QUESO-${Date.now().toString(36)}`,
    price: 8,
    cost: 5,
    quantity: 5,
    unit: 'KG',
    barcode: '123',
  });
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, owner);
    await page.goto('/dashboard/profile');
    const scale = page.getByRole('region', { name: 'Balanza' });
    await scale.getByLabel('Uso una balanza que imprime etiquetas').check();
    await expect(scale.getByLabel('La etiqueta empieza por')).toHaveValue('20');
    await scale.getByLabel('La etiqueta trae').selectOption({ label: 'Peso en gramos' });
    await scale.getByRole('button', { name: 'Guardar balanza' }).click();
    await expect(scale.getByText('Ajustes de la balanza guardados.')).toBeVisible();

    await page.goto('/dashboard');
    const cart = page.getByRole('region', { name: 'Carrito de Compras' });
    const search = cart.getByRole('searchbox', { name: 'Buscar o escanear producto' });
    // 20 · 00123 (the cheese's code) · 01250 g.
    await search.pressSequentially(ean13('200012301250'));
    await search.press('Enter');
    await expect(cart.getByRole('status').filter({ hasText: `Agregado: ${CHEESE} · 1,25 kg` })).toBeVisible();
    await expect(cart.getByRole('textbox', { name: `Cantidad de ${CHEESE}` })).toHaveValue('1,25');

    await cart.getByRole('button', { name: 'Realizar Venta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
    await expect(confirm).toContainText('$10.00');
    await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Venta creada con éxito!' })).toBeVisible();
    const stock = await request.get(`/api/products/${product.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(((await stock.json()) as { data: { quantity: number } }).data.quantity).toBe(3.75);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});
