// Decision record 033 at 360 px: an owner opens Reportes, reads when the shop sells — the week's grid, its tables
// and each day beside the period before — and how it was paid, finds the statistics' own figures there, downloads
// the report and looks at last month, empty.
import { expect, test } from '@playwright/test';
import { zonedDateParts } from '@cuadre/shared/common/dates';
import { WEEKDAY_LABELS } from '@cuadre/shared/reports/hours';
import { isoWeekday } from '@cuadre/shared/reports/period';
import { createSeller, signIn } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { checkScreen, watchConsole } from '../../support/screens';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const pad = (value: number) => String(value).padStart(2, '0');

test('an owner reads when the shop sells, the statistics’ figures, and takes the report as a file', async ({
  browser,
  request,
}) => {
  // A Colombian shop: its days and hours are Bogotá's, and so are this test's.
  const seller = await createSeller(request, { country: 'CO' });
  const product = await createViaApi<{ id: string }>(request, seller, '/api/products', {
    name: 'Café 500g',
    sku: `RP-${Date.now()}`,
    price: 12.5,
    cost: 8,
    quantity: 50,
  });
  for (const quantity of [2, 1]) {
    await createViaApi(request, seller, '/api/sales', {
      items: [{ productId: product.id, quantity, price: 12.5 }],
      status: 'PAID',
    });
  }
  const today = zonedDateParts('America/Bogota');
  const todayIso = `${today.year}-${pad(today.monthIndex + 1)}-${pad(today.day)}`;
  const weekday = WEEKDAY_LABELS[isoWeekday(todayIso) - 1]!;

  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  await signIn(page, seller);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Reportes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByText('En el período', { exact: true }).locator('..')).toContainText('$37.50');
  await expect(page.getByText('En el período', { exact: true }).locator('..')).toContainText('2 ventas');
  await expect(page.getByRole('img', { name: /Ventas por día y hora/ })).toBeVisible();
  const weekdays = page.getByRole('region', { name: 'Por día de la semana' });
  await expect(weekdays.getByRole('row', { name: new RegExp(weekday) })).toContainText('$37.50');
  const days = page.getByRole('region', { name: 'Día por día, junto al período anterior' });
  await expect(
    days.getByRole('row', { name: new RegExp(`${pad(today.day)}/${pad(today.monthIndex + 1)}`) }),
  ).toContainText('$37.50');
  await expect(page.getByRole('img', { name: /Día por día, junto al período anterior/ })).toBeVisible();
  await checkScreen(page, consoleErrors, { name: 'reports-hours-360', heading: 'Reportes' });

  // How it was paid: both sales in cash dollars.
  await page.getByRole('tab', { name: 'Cobros y pagos' }).click();
  await expect(page.getByText('Cobrado', { exact: true }).locator('..')).toContainText('$37.50');
  const payments = page.getByRole('region', { name: 'Cobros por método y moneda' });
  await expect(payments.getByRole('row', { name: /Efectivo/ })).toContainText('$37.50');
  await checkScreen(page, consoleErrors, { name: 'reports-payments-360', heading: 'Reportes' });
  await page.getByRole('tab', { name: 'Horarios' }).click();

  // The file of the period on screen, under its own name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar el reporte en XLSX' }).click();
  expect((await download).suggestedFilename()).toBe(`horarios-${todayIso.slice(0, 8)}01-al-${todayIso}.xlsx`);
  await expect(page.getByRole('status')).toContainText('Guardado: horarios-');

  // Last month had no sales here.
  await page.getByRole('button', { name: 'Mes pasado' }).click();
  await expect(page.getByText('No hay ventas en este período.')).toBeVisible();
  await checkScreen(page, consoleErrors, { name: 'reports-hours-empty-360', heading: 'Reportes' });

  // The statistics of the month say the same.
  await page.goto('/dashboard/analytics');
  const cards = page.getByRole('region', { name: 'Totales del período' });
  await expect(cards.getByText('Ingresos').locator('..')).toContainText('$37.50');
  await context.close();
});
