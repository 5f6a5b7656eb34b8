import { expect, test, type Page } from '@playwright/test';
import { createSeller, signIn } from '../../support/accounts';

/** The three summary cards, read by their labels. */
function card(page: Page, label: string) {
  return page.getByRole('region', { name: 'Resumen de gastos' }).getByText(label).locator('..');
}

test('a seller adds and edits expenses and sees the cards move, then deletes one', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request, { country: 'CO' });
  await signIn(page, seller);
  await page.goto('/dashboard/expenses');

  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Gastos' })).toBeVisible();
  await expect(page.getByText('No hay gastos registrados')).toBeVisible();
  await expect(page.getByText('Comienza agregando tu primer gasto')).toBeVisible();
  await expect(card(page, 'Gastos del Mes')).toContainText('$0.00');
  await expect(card(page, 'Categorías Activas')).toContainText('0');

  // Add: the spec's messages first, then a valid expense dated today (the default).
  await page.getByRole('button', { name: 'Añadir Nuevo Gasto' }).first().click();
  const addDialog = page.getByRole('dialog', { name: 'Añadir Nuevo Gasto' });
  await addDialog.getByRole('button', { name: 'Añadir Gasto' }).click();
  await expect(addDialog.getByText('La descripción es obligatoria')).toBeVisible();
  await expect(addDialog.getByText('El monto es obligatorio')).toBeVisible();
  await expect(addDialog.getByText('La categoría es obligatoria')).toBeVisible();
  await addDialog.getByLabel('Descripción').fill('Alquiler del local');
  await addDialog.getByLabel(/^Monto/).fill('150');
  await addDialog.getByLabel('Categoría').selectOption({ label: 'Alquiler' });
  await addDialog.getByRole('button', { name: 'Añadir Gasto' }).click();
  await expect(page.getByText('Gasto añadido exitosamente')).toBeVisible();
  await expect(addDialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Gastos' });
  const rentRow = table.getByRole('row').filter({ hasText: 'Alquiler del local' });
  await expect(rentRow).toContainText('$150.00');
  await expect(card(page, 'Gastos del Mes')).toContainText('$150.00');
  await expect(card(page, 'Gastos del Año')).toContainText('$150.00');
  await expect(card(page, 'Categorías Activas')).toContainText('1');

  // Edit: amount and category change, and the cards follow.
  await rentRow.getByRole('button', { name: 'Editar gasto Alquiler del local' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar Gasto' });
  await expect(editDialog.getByLabel('Descripción')).toHaveValue('Alquiler del local');
  await editDialog.getByLabel('Descripción').fill('Luz y agua');
  await editDialog.getByLabel(/^Monto/).fill('175.5');
  await editDialog.getByLabel('Categoría').selectOption({ label: 'Servicios' });
  await editDialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Gasto actualizado exitosamente')).toBeVisible();
  const utilitiesRow = table.getByRole('row').filter({ hasText: 'Luz y agua' });
  await expect(utilitiesRow).toContainText('Servicios');
  await expect(utilitiesRow).toContainText('$175.50');
  await expect(card(page, 'Gastos del Mes')).toContainText('$175.50');

  // A second category this month: two active categories.
  await page.getByRole('button', { name: 'Añadir Nuevo Gasto' }).first().click();
  await addDialog.getByLabel('Descripción').fill('Publicidad en redes');
  await addDialog.getByLabel(/^Monto/).fill('24.5');
  await addDialog.getByLabel('Categoría').selectOption({ label: 'Marketing' });
  await addDialog.getByRole('button', { name: 'Añadir Gasto' }).click();
  await expect(card(page, 'Gastos del Mes')).toContainText('$200.00');
  await expect(card(page, 'Categorías Activas')).toContainText('2');

  // The category filter goes to the server; the description box filters what is on screen.
  await page.getByRole('region', { name: 'Filtros de gastos' }).getByLabel('Categoría').selectOption({
    label: 'Marketing',
  });
  await expect(table.getByRole('row').filter({ hasText: 'Luz y agua' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Publicidad en redes' })).toHaveCount(1);
  await page.getByLabel('Buscar por descripción').fill('zzz');
  await expect(page.getByText('No se encontraron gastos con los filtros aplicados')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();

  // Delete, after confirming.
  await table.getByRole('button', { name: 'Eliminar gasto Publicidad en redes' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: '¿Estás seguro de que quieres eliminar este gasto?',
  });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Gasto eliminado exitosamente')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Publicidad en redes' })).toHaveCount(0);
  await expect(card(page, 'Gastos del Mes')).toContainText('$175.50');
  await expect(card(page, 'Categorías Activas')).toContainText('1');
});
