// Design §18: the owner builds the team from Perfil on a 360 px phone: adds a cashier who works with a PIN, makes
// her a manager, suspends her, gives her a new PIN and removes her. What the screen says is what the server keeps.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';

const PHONE = { width: 360, height: 740 };

let seller: TSeller;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request, { country: 'VE' });
});

async function storedMembers(request: APIRequestContext) {
  const response = await request.get('/api/shop/members', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { name: string; role: string; status: string }[] }).data;
}

test('the owner adds a PIN cashier, promotes, suspends, re-PINs and removes her', async ({
  browser,
  request,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/profile');
    const team = page.getByRole('region', { name: 'Equipo', exact: true });
    await expect(team).toContainText('Por ahora solo estás tú.');
    await expect(team.getByText('Dueño')).toBeVisible();

    await team.getByLabel('Nombre del miembro').fill('Yusmary Pérez');
    await team.getByLabel('Rol', { exact: true }).selectOption({ label: 'Cajero' });
    await team.getByLabel('PIN (4 a 6 dígitos)').fill('4821');
    await team.getByRole('button', { name: 'Agregar' }).click();
    await expect(team.getByText('Yusmary Pérez ya es parte del equipo.')).toBeVisible();
    const role = team.getByLabel('Rol de Yusmary Pérez');
    await expect(role).toHaveValue('CASHIER');
    expect(await storedMembers(request)).toEqual([
      expect.objectContaining({ role: 'OWNER' }),
      expect.objectContaining({ name: 'Yusmary Pérez', role: 'CASHIER', status: 'ACTIVE' }),
    ]);

    await role.selectOption({ label: 'Encargado' });
    await expect.poll(async () => (await storedMembers(request))[1]?.role).toBe('MANAGER');
    await expect(role).toHaveValue('MANAGER');

    await team.getByRole('button', { name: 'Suspender' }).click();
    await expect(team.getByText('Suspendido')).toBeVisible();
    expect((await storedMembers(request))[1]?.status).toBe('SUSPENDED');

    await team.getByRole('button', { name: 'Nuevo PIN' }).click();
    const pinDialog = page.getByRole('dialog', { name: 'Nuevo PIN para Yusmary Pérez' });
    await pinDialog.getByLabel('PIN (4 a 6 dígitos)').fill('90');
    await pinDialog.getByRole('button', { name: 'Guardar PIN' }).click();
    await expect(pinDialog).toContainText('El PIN debe tener de 4 a 6 dígitos');
    await pinDialog.getByLabel('PIN (4 a 6 dígitos)').fill('909090');
    await pinDialog.getByRole('button', { name: 'Guardar PIN' }).click();
    await expect(team.getByText('Yusmary Pérez tiene un PIN nuevo.')).toBeVisible();

    await team.getByRole('button', { name: 'Quitar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Quitar a Yusmary Pérez del equipo?' });
    await confirm.getByRole('button', { name: 'Quitar' }).click();
    await expect(team).toContainText('Por ahora solo estás tú.');
    expect(await storedMembers(request)).toHaveLength(1);
    // One-handed at 360 px: nothing of the section runs off the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});
