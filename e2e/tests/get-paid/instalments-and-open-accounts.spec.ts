import { expect, test } from '@playwright/test';
import { seriousA11yFindings } from '../../support/a11y';
import { createSeller, signIn } from '../../support/accounts';
import { createViaApi } from '../../support/seller-api';

test('a PENDING sale is paid in two instalments, then its open account is verified and closed', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request, { country: 'CO' });
  const product = await createViaApi<{ id: string }>(request, seller, '/api/products', {
    name: 'Harina PAN 1kg',
    sku: `HP-${Date.now()}`,
    price: 12.5,
    cost: 8,
    quantity: 20,
  });
  const client = await createViaApi<{ id: string }>(request, seller, '/api/clients', {
    name: 'Carmen Rojas',
  });
  // $25.00 of flour (cost known) + $5.00 delivery (an extra charge, no cost) = $30.00, nothing paid yet.
  const sale = await createViaApi<{ id: string }>(request, seller, '/api/sales', {
    items: [
      { productId: product.id, quantity: 2, price: 12.5 },
      { name: 'Delivery', quantity: 1, price: 5 },
    ],
    status: 'PENDING',
    clientId: client.id,
  });
  const saleShortId = sale.id.slice(0, 8);

  await signIn(page, seller);
  await page.goto('/dashboard/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de Ventas' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: saleShortId });
  await expect(row).toContainText('Carmen Rojas');
  await expect(row).toContainText('Pendiente');
  await expect(row).toContainText('$30.00');
  await row.getByRole('button', { name: /Ver detalles/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Detalles de la Venta' });
  await expect(dialog).toContainText(`Venta #${saleShortId}`);
  await expect(dialog).toContainText('Ganancia por unidad:$4.50');
  await expect(dialog).toContainText('Producto personalizado - Sin información de costo');
  await expect(dialog).toContainText('Sin abonos registrados');
  expect(await seriousA11yFindings(page)).toEqual([]);

  // First instalment: $10 by transfer.
  const amount = dialog.getByLabel('Monto del abono');
  const confirm = dialog.getByRole('button', { name: 'Confirmar abono' });
  await expect(confirm).toBeDisabled();
  await amount.fill('10');
  await dialog.getByLabel('Método de pago').selectOption({ label: 'Transferencia' });
  await dialog.getByLabel('Referencia (opcional)').fill('0042');
  await confirm.click();
  await expect(page.getByText('Abono agregado con éxito.')).toBeVisible();
  const payments = dialog.getByRole('region', { name: 'Abonos' });
  await expect(payments).toContainText('Transferencia');
  await expect(payments).toContainText('Ref. 0042');
  await expect(dialog.getByText('Saldo pendiente').locator('..')).toContainText('$20.00');

  // Second instalment: more than the balance is capped to the $20 left, which pays the sale.
  await amount.fill('25');
  await expect(dialog).toContainText('El abono se ajusta al saldo pendiente: $20.00.');
  await confirm.click();
  await expect(dialog.getByText('Pagada')).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Agregar abono' })).toHaveCount(0);
  await expect(payments).toContainText('Efectivo');
  await expect(dialog.getByText('Saldo pendiente').locator('..')).toContainText('$0.00');

  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Pagada');

  // The account still reads Abierta until the seller verifies it.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Cuentas Abiertas' })
    .click();
  const card = page.getByRole('article', { name: 'Carmen Rojas' });
  await expect(card).toContainText('Abierta');
  await expect(card).toContainText('Pagada');
  await expect(card.getByText('Total pagado').locator('..')).toContainText('$30.00');
  await expect(card.getByText('Total adeudado').locator('..')).toContainText('$0.00');
  expect(await seriousA11yFindings(page)).toEqual([]);
  await card.getByRole('button', { name: /^Verificar/ }).click();
  await expect(page.getByText('La cuenta fue cerrada.')).toBeVisible();
  await expect(card).toContainText('Cerrada');
  await expect(card.getByRole('button', { name: /^Verificar/ })).toHaveCount(0);

  // 'Verificar y Cerrar Cuentas' has nothing left to close, and says so for 5 seconds.
  await page.getByRole('button', { name: 'Verificar y Cerrar Cuentas' }).click();
  const banner = page.getByText('No se encontraron cuentas para cerrar.');
  await expect(banner).toBeVisible();
  await expect(banner).toBeHidden();
});
