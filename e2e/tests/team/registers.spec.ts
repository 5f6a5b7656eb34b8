// Decision record 029: on a 360 px phone the owner adds a second caja in Perfil and enrols the phone to sell at
// it; the cashier signs in there with her PIN, opens that caja and sells. The API keeps the sale in Caja 2's
// till, and the Caja principal (the owner's own) stays closed.
import { expect, test } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Café Fama de América 500 g';

type TRegisterRow = { name: string; isMain: boolean; openSessionId: string | null };

let seller: TSeller;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request, { country: 'CO' });
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `CAJA-${Date.now().toString(36)}`,
    price: 2,
    cost: 1,
    quantity: 10,
  });
  await createViaApi(request, seller, '/api/shop/members', {
    name: 'Yusmary Pérez',
    role: 'CASHIER',
    pin: '4821',
  });
});

test('the owner adds Caja 2 and enrols the phone there; the cashier opens it and sells at it', async ({
  browser,
  request,
}) => {
  const auth = { authorization: `Bearer ${seller.token}` };
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/profile');

    // The shop starts with its Caja principal, closed; the owner adds a second one.
    const registers = page.getByRole('region', { name: 'Cajas', exact: true });
    const main = registers.getByRole('listitem').filter({ hasText: 'Caja principal' });
    await expect(main).toBeVisible();
    await expect(main.getByText('Principal', { exact: true })).toBeVisible();
    await expect(main.getByText('Cerrada', { exact: true })).toBeVisible();
    await registers.getByLabel('Nombre de la caja').fill('Caja 2');
    await registers.getByRole('button', { name: 'Agregar caja' }).click();
    await expect(registers.getByText('Caja 2 ya es una caja del negocio.')).toBeVisible();
    const second = registers.getByRole('listitem').filter({ hasText: 'Caja 2' });
    await expect(second).toBeVisible();
    await expect(second.getByText('Cerrada', { exact: true })).toBeVisible();
    await expect(second.getByText('Principal', { exact: true })).toHaveCount(0);

    // With two cajas, enrolling the phone asks at which one it sells.
    const devices = page.getByRole('region', { name: 'Equipos del negocio' });
    await expect(devices).toContainText('Todavía no hay equipos registrados.');
    await devices.getByLabel('Caja de este equipo').selectOption({ label: 'Caja 2' });
    await devices.getByLabel('Nombre del equipo').fill('Mostrador 2');
    await devices.getByRole('button', { name: 'Registrar este teléfono' }).click();
    await expect(
      devices.getByText('Mostrador 2 ya es un equipo del negocio: aquí se entra con PIN.'),
    ).toBeVisible();
    const device = devices.getByRole('listitem').filter({ hasText: 'Mostrador 2' });
    await expect(device.getByText('Vende en Caja 2', { exact: true })).toBeVisible();
    await expect(device.getByText('Este equipo', { exact: true })).toBeVisible();

    const team = page.getByRole('region', { name: 'Equipo', exact: true });
    await team.getByRole('button', { name: 'Poner mi PIN' }).click();
    const pinDialog = page.getByRole('dialog', { name: /Nuevo PIN para/ });
    await pinDialog.getByLabel('PIN (4 a 6 dígitos)').fill('135790');
    await pinDialog.getByRole('button', { name: 'Guardar PIN' }).click();
    await expect(team.getByRole('button', { name: 'Cambiar mi PIN' })).toBeVisible();

    // The cashier signs in on the phone with her PIN.
    await page.getByRole('button', { name: 'Cambiar de usuario' }).click();
    await expect(page).toHaveURL(/\/pin$/);
    await page
      .getByRole('group', { name: '¿Quién eres?' })
      .getByRole('button', { name: /Yusmary Pérez/ })
      .click();
    await page.getByLabel('PIN', { exact: true }).fill('4821');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('¡Bienvenido, Yusmary Pérez!')).toBeVisible();

    // Caja 2 is closed: she opens it with the change in the drawer.
    await page.goto('/dashboard/caja');
    const closed = page.getByRole('region', { name: 'Caja cerrada' });
    await closed.getByLabel('Fondo inicial en dólares').fill('10');
    await closed.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByRole('heading', { name: 'Caja 2: abierta' })).toBeVisible();

    // She sells at the counter.
    await page.goto('/dashboard');
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
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // The API keeps it all at Caja 2: its till is open with the sale; the Caja principal stays closed.
    const registersNow = await request.get('/api/shop/registers', { headers: auth });
    expect(registersNow.status()).toBe(200);
    const rows = ((await registersNow.json()) as { data: TRegisterRow[] }).data;
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Caja principal', isMain: true, openSessionId: null }),
      expect.objectContaining({ name: 'Caja 2', isMain: false, openSessionId: expect.any(String) }),
    ]);
    const sessionId = rows.find((row) => row.name === 'Caja 2')?.openSessionId;
    const session = await request.get(`/api/cash-sessions/${sessionId}`, { headers: auth });
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { data: unknown }).data).toEqual(
      expect.objectContaining({
        registerName: 'Caja 2',
        summary: expect.objectContaining({ salesCount: 1 }),
      }),
    );
    const ownTill = await request.get('/api/cash-sessions/current', { headers: auth });
    expect(ownTill.status()).toBe(200);
    expect(((await ownTill.json()) as { data: unknown }).data).toBeNull();
  } finally {
    await context.close();
  }
});
