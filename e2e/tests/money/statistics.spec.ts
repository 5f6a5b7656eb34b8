import { expect, test } from '@playwright/test';
import { MONTH_NAMES_ES } from '@cuadre/shared/common/constants';
import { zonedDateParts } from '@cuadre/shared/common/dates';
import { createSeller, signIn } from '../../support/accounts';
import { createViaApi } from '../../support/seller-api';

const pad = (value: number) => String(value).padStart(2, '0');

test('a seller picks a month in the statistics and reads its cards, chart and daily table', async ({
  page,
  request,
}) => {
  // A Colombian seller: the server counts days in America/Bogota, and so does this test.
  const seller = await createSeller(request, { country: 'CO' });
  const product = await createViaApi<{ id: string }>(request, seller, '/api/products', {
    name: 'Café 500g',
    sku: `CF-${Date.now()}`,
    price: 12.5,
    cost: 8,
    quantity: 50,
  });
  // $25.00 (cost $16.00) and $12.50 + a $5.00 delivery (cost $8.00; the charge has none, so it counts at
  // cost 0 and Ganancias = Ingresos − Costos, design §10): 2 sales today.
  await createViaApi(request, seller, '/api/sales', {
    items: [{ productId: product.id, quantity: 2, price: 12.5 }],
    status: 'PAID',
  });
  await createViaApi(request, seller, '/api/sales', {
    items: [
      { productId: product.id, quantity: 1, price: 12.5 },
      { name: 'Delivery', quantity: 1, price: 5 },
    ],
    status: 'PAID',
  });
  const today = zonedDateParts('America/Bogota');
  const todayText = `${pad(today.day)}/${pad(today.monthIndex + 1)}/${today.year}`;

  await signIn(page, seller);
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas de Ventas' })).toBeVisible();

  // Another month of this year has no sales.
  const month = page.getByLabel(`Mes (${today.year})`);
  const otherMonth = (today.monthIndex + 6) % 12;
  await month.selectOption({ label: MONTH_NAMES_ES[otherMonth] });
  await expect(page.getByText('No hay datos para el período seleccionado')).toBeVisible();
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue(`${today.year}-${pad(otherMonth + 1)}-01`);

  // This month: the four cards, the chart and today's row.
  await month.selectOption({ label: MONTH_NAMES_ES[today.monthIndex] });
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue(
    `${today.year}-${pad(today.monthIndex + 1)}-01`,
  );
  const cards = page.getByRole('region', { name: 'Totales del período' });
  await expect(cards.getByText('Total Ventas').locator('..')).toContainText('2');
  await expect(cards.getByText('Ingresos').locator('..')).toContainText('$42.50');
  await expect(cards.getByText('Costos').locator('..')).toContainText('$24.00');
  await expect(cards.getByText('Ganancias').locator('..')).toContainText('$18.50');

  const row = page
    .getByRole('table', { name: 'Ventas por día' })
    .getByRole('row')
    .filter({ hasText: todayText });
  await expect(row.getByRole('cell')).toHaveText([todayText, '2', '$42.50', '$24.00', '$18.50', '43.5%']);
  await expect(row.getByRole('cell').last()).toHaveClass(/text-green-500/);
  await expect(page.getByRole('img', { name: /Ingresos: \$42\.50\. Ganancias: \$18\.50\./ })).toBeVisible();

  // A date typed by hand clears the month; 'Limpiar' goes back to the current month (server default).
  await page.getByLabel('Fecha de fin').fill(`${today.year}-${pad(today.monthIndex + 1)}-${pad(today.day)}`);
  await expect(month).toHaveValue('');
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue('');
  await expect(row).toBeVisible();
});
