// Decision record 029, the team's whole day at 360 px: the owner has invited a manager by e-mail (who accepted and
// has a PIN) and added a PIN-only cashier; the phone is the shop's. The cashier sells, tries a return, and the
// manager approves it on her screen with her PIN; the till's 'Por miembro' then shows what each one did.
import { expect, test } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { extractLink, waitForMail } from '../../support/mail';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Arroz Mary 1 kg';
const MANAGER = 'Yelitza Rondón';
const CASHIER = 'Yusmary Pérez';

let owner: TSeller;

test.beforeAll(async ({ request }) => {
  owner = await createSeller(request, { country: 'CO', name: 'Carmen' });
  await createViaApi(request, owner, '/api/products', {
    name: PRODUCT,
    sku: `APR-${Date.now().toString(36)}`,
    price: 3,
    cost: 2,
    quantity: 10,
  });
  await createViaApi(request, owner, '/api/cash-sessions', { openingFloat: { USD: 20, VES: 0 } });
  await createViaApi(request, owner, '/api/shop/members', { name: CASHIER, role: 'CASHIER', pin: '4821' });
  // The manager is invited with her PIN and accepts from the e-mailed link.
  const email = `encargada-${Date.now().toString(36)}@example.com`;
  const sentAt = new Date();
  await createViaApi(request, owner, '/api/shop/members', {
    name: MANAGER,
    role: 'MANAGER',
    email,
    pin: '2468',
  });
  const mail = await waitForMail({ to: email, subject: /Te invitaron/, after: sentAt });
  const token = new URL(extractLink(mail, '/invitacion')).searchParams.get('token');
  const accepted = await request.post('/api/auth/accept-invitation', {
    data: { token, password: 'Encargada#2026' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
});

test('the cashier sells and asks for a return; the manager approves it with her PIN; the till shows each member', async ({
  browser,
  request,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, owner);
    await page.goto('/dashboard/profile');
    const devices = page.getByRole('region', { name: 'Equipos del negocio' });
    await devices.getByLabel('Nombre del equipo').fill('Caja del mostrador');
    await devices.getByRole('button', { name: 'Registrar este teléfono' }).click();
    await expect(devices.getByText('Este equipo', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cambiar de usuario' }).click();
    await expect(page).toHaveURL(/\/pin$/);
    const who = page.getByRole('group', { name: '¿Quién eres?' });
    await who.getByRole('button', { name: new RegExp(CASHIER) }).click();
    await page.getByLabel('PIN', { exact: true }).fill('4821');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(`¡Bienvenido, ${CASHIER}!`)).toBeVisible();

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

    const sales = await request.get('/api/sales', { headers: { authorization: `Bearer ${owner.token}` } });
    const [sale] = ((await sales.json()) as { data: { id: string; memberName: string }[] }).data;
    expect(sale?.memberName).toBe(CASHIER);
    await page.goto('/dashboard/sales');
    await page
      .getByRole('button', { name: `Ver detalles de la venta ${sale?.id.slice(0, 8)}` })
      .filter({ visible: true })
      .click();
    const details = page.getByRole('dialog', { name: 'Detalles de la Venta' });
    await details.getByRole('button', { name: 'Devolver productos' }).click();
    const form = details.getByRole('form', { name: 'Devolver productos' });
    await form.getByRole('button', { name: `Uno más de ${PRODUCT}` }).click();
    await form.getByRole('button', { name: 'Registrar devolución' }).click();

    // A cashier's return needs a manager: the manager types her PIN on this screen.
    const approval = page.getByRole('dialog', { name: 'Aprobación de un encargado' });
    await expect(approval).toContainText(
      'Para hacer una devolución, un encargado o el dueño escribe su PIN aquí.',
    );
    await approval.getByLabel('Quién aprueba').selectOption({ label: `${MANAGER} · Encargado` });
    await approval.getByLabel('PIN de quien aprueba').fill('1111');
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await expect(approval.getByText('PIN incorrecto.')).toBeVisible();
    await approval.getByLabel('PIN de quien aprueba').fill('2468');
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Devolución registrada.')).toBeVisible();
    await expect(details.getByRole('region', { name: 'Devoluciones' })).toContainText(`1 × ${PRODUCT}`);
    await page.keyboard.press('Escape');

    // The till says what each one did: her sale and refund.
    await page.goto('/dashboard/caja');
    const byMember = page.getByRole('list', { name: 'La caja por miembro' });
    await expect(byMember.getByRole('listitem').filter({ hasText: CASHIER })).toContainText('Ventas (1)');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // The shop's record names who approved what, for the owner.
    const audit = await request.get('/api/shop/audit', {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const summaries = ((await audit.json()) as { data: { summary: string }[] }).data.map((e) => e.summary);
    expect(summaries).toContain(`${MANAGER} aprobó: hacer una devolución`);
  } finally {
    await context.close();
  }
});
