// Decision record 029: on a 360 px phone the owner enrols the phone as the shop's and gives their own PIN; then
// 'Cambiar de usuario' opens the PIN screen, where the cashier signs in with hers and sells at the cart, seeing
// none of the shop's money, and deletes a client with the owner's PIN typed on her screen. A wrong PIN is said in
// Spanish; what the cashier does is the shop's, as the API confirms.
import { expect, test } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Harina PAN 1 kg';

let seller: TSeller;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request, { country: 'CO' });
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `PIN-${Date.now().toString(36)}`,
    price: 2,
    cost: 1,
    quantity: 10,
  });
  await createViaApi(request, seller, '/api/clients', { name: 'Luisa Mora' });
  // The owner opened the till this morning.
  await createViaApi(request, seller, '/api/cash-sessions', { openingFloat: { USD: 10, VES: 0 } });
  await createViaApi(request, seller, '/api/shop/members', {
    name: 'Yusmary Pérez',
    role: 'CASHIER',
    pin: '4821',
  });
});

test('the owner enrols the phone; the cashier signs in there with her PIN and sells', async ({
  browser,
  request,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/profile');
    const devices = page.getByRole('region', { name: 'Equipos del negocio' });
    await expect(devices).toContainText('Todavía no hay equipos registrados.');
    await devices.getByLabel('Nombre del equipo').fill('Caja del mostrador');
    await devices.getByRole('button', { name: 'Registrar este teléfono' }).click();
    await expect(
      devices.getByText('Caja del mostrador ya es un equipo del negocio: aquí se entra con PIN.'),
    ).toBeVisible();
    await expect(devices.getByText('Este equipo', { exact: true })).toBeVisible();

    const team = page.getByRole('region', { name: 'Equipo', exact: true });
    await team.getByRole('button', { name: 'Poner mi PIN' }).click();
    const pinDialog = page.getByRole('dialog', { name: /Nuevo PIN para/ });
    await pinDialog.getByLabel('PIN (4 a 6 dígitos)').fill('135790');
    await pinDialog.getByRole('button', { name: 'Guardar PIN' }).click();
    await expect(team.getByRole('button', { name: 'Cambiar mi PIN' })).toBeVisible();

    // Under a phone's top bar, once the phone is the shop's.
    await page.getByRole('button', { name: 'Cambiar de usuario' }).click();
    await expect(page).toHaveURL(/\/pin$/);
    const who = page.getByRole('group', { name: '¿Quién eres?' });
    await expect(who.getByRole('button')).toHaveCount(2);

    await who.getByRole('button', { name: /Yusmary Pérez/ }).click();
    await page.getByLabel('PIN', { exact: true }).fill('1111');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('PIN incorrecto.')).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('4821');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('¡Bienvenido, Yusmary Pérez!')).toBeVisible();
    // A cashier sees no money of the shop: no cards, no statistics or expenses in the menu.
    await expect(page.getByText('Ingresos Totales')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' }).last();
    await expect(menu.getByRole('link', { name: 'Caja' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Estadísticas' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Gastos' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar menú' }).click();

    await page
      .getByRole('article', { name: PRODUCT })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar Venta' })
      .getByRole('button', { name: 'Confirmar Venta' })
      .click();
    await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();

    // The sale is the shop's: the owner's API sees it.
    const sales = await request.get('/api/sales?limit=5', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(((await sales.json()) as { data: { total: number }[] }).data).toEqual([
      expect.objectContaining({ total: 2 }),
    ]);
    const devicesNow = await request.get('/api/shop/devices', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(
      ((await devicesNow.json()) as { data: { lastSeenAt: string | null }[] }).data[0]?.lastSeenAt,
    ).not.toBeNull();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // The open till says what she sold and took in.
    await page.goto('/dashboard/caja');
    const byMember = page.getByRole('list', { name: 'La caja por miembro' });
    await expect(byMember.getByRole('listitem')).toHaveText(['Yusmary PérezVentas (1):$2.00Cobrado:$2.00']);

    // Her Perfil has no account to change, and none of the shop's settings.
    await page.goto('/dashboard/profile');
    await expect(
      page.getByText('Entraste con tu PIN en un equipo del negocio.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar Contraseña' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Equipo', exact: true })).toHaveCount(0);

    // Deleting a client needs a manager's or the owner's approval: the owner types their PIN on her screen.
    await page.goto('/dashboard/clients');
    await page.getByRole('button', { name: 'Eliminar Luisa Mora' }).click();
    await page
      .getByRole('alertdialog', { name: 'Eliminar cliente' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    const approval = page.getByRole('dialog', { name: 'Aprobación de un encargado' });
    await expect(approval).toContainText(
      'Para eliminar un cliente, un encargado o el dueño escribe su PIN aquí.',
    );
    await approval.getByLabel('PIN de quien aprueba').fill('135790');
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Cliente eliminado correctamente.')).toBeVisible();
    const clients = await request.get('/api/clients', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(((await clients.json()) as { data: unknown[] }).data).toEqual([]);

    // Her shift over, the phone goes back to the PIN screen.
    await page.getByRole('button', { name: 'Cambiar de usuario' }).click();
    await expect(page).toHaveURL(/\/pin$/);
    await expect(page.getByRole('group', { name: '¿Quién eres?' })).toBeVisible();

    // The owner signs in with her own PIN and reads in the shop's record what was approved, by whom.
    await page.getByRole('group', { name: '¿Quién eres?' }).getByRole('button', { name: /Dueño/ }).click();
    await page.getByLabel('PIN', { exact: true }).fill('135790');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile');
    const record = page.getByRole('region', { name: 'Registro del negocio' });
    await expect(record.getByRole('listitem').first()).toContainText('aprobó: eliminar un cliente');
    await expect(record.getByRole('listitem').first()).toContainText('Yusmary Pérez');
  } finally {
    await context.close();
  }
});
