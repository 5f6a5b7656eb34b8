// Decision record 029: on a 360 px phone the owner invites a manager by e-mail from Perfil; on her own phone the
// manager opens the link, chooses a password and lands in the shop as its Encargado — she reads its figures, not
// its team, and the country is the shop's. A seller invited into a second shop picks which one after signing in.
import { expect, test, type Page } from '@playwright/test';
import { createSeller, type TSeller, signIn } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { extractLink, waitForMail } from '../../support/mail';

const PHONE = { width: 360, height: 740 };
const MANAGER_PASSWORD = 'Encargada#2026';

let owner: TSeller;

test.beforeAll(async ({ request }) => {
  owner = await createSeller(request, { country: 'VE', name: 'Carmen' });
  const shop = await request.put('/api/shop', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { businessName: 'Bodega La Esquina' },
  });
  expect(shop.status()).toBe(200);
});

async function inviteFromProfile(page: Page, name: string, email: string, role: string) {
  await page.goto('/dashboard/profile');
  const team = page.getByRole('region', { name: 'Equipo', exact: true });
  await team.getByLabel('Nombre del miembro').fill(name);
  await team.getByLabel('Rol', { exact: true }).selectOption({ label: role });
  await team.getByLabel('Correo (opcional)').fill(email);
  await team.getByRole('button', { name: 'Agregar' }).click();
  await expect(team.getByText(`Enviamos la invitación de ${name} a ${email}.`)).toBeVisible();
  await expect(team.getByText('Invitación enviada')).toBeVisible();
  return team;
}

test('the owner invites a manager by e-mail; she accepts on her phone and works as Encargado', async ({
  browser,
}) => {
  const email = `encargada-${Date.now().toString(36)}@example.com`;
  const ownerContext = await newShopContext(browser, PHONE);
  const managerContext = await newShopContext(browser, PHONE);
  try {
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    const sentAt = new Date();
    const team = await inviteFromProfile(ownerPage, 'Yelitza Rondón', email, 'Encargado');

    const mail = await waitForMail({ to: email, subject: /Te invitaron/, after: sentAt });
    expect(mail.text).toContain('Bodega La Esquina te invitó a su equipo en Cuadre como Encargado.');
    const page = await managerContext.newPage();
    await page.goto(extractLink(mail, '/invitacion'));
    await page.getByLabel('Contraseña', { exact: true }).fill(MANAGER_PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill('otra');
    await page.getByRole('button', { name: 'Aceptar y entrar' }).click();
    await expect(page.getByText('Las contraseñas deben coincidir')).toBeVisible();
    await page.getByLabel('Confirmar contraseña').fill(MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Aceptar y entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('¡Bienvenido, Yelitza Rondón!')).toBeVisible();

    // An Encargado reads the shop's figures but does not manage its people, and the country is the shop's.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' }).last();
    await expect(menu.getByRole('link', { name: 'Estadísticas' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Equipos del negocio' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Equipo', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('País')).toBeDisabled();
    await expect(page.getByText('El país es del negocio: lo cambia el dueño.')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // The owner's list shows her as a member now, no longer an invitation.
    await ownerPage.reload();
    await expect(team.getByLabel('Rol de Yelitza Rondón')).toHaveValue('MANAGER');
    await expect(team.getByText('Invitación enviada')).toHaveCount(0);

    // The link was spent: opened again, it says so.
    await page.goto(extractLink(mail, '/invitacion'));
    await page.getByLabel('Contraseña', { exact: true }).fill(MANAGER_PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Aceptar y entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Invitación inválida' })).toBeVisible();
  } finally {
    await ownerContext.close();
    await managerContext.close();
  }
});

test('a seller invited into a second shop picks the shop after signing in, and switches in Perfil', async ({
  browser,
  request,
}) => {
  const other = await createSeller(request, { country: 'CO', name: 'Luis' });
  const ownerContext = await newShopContext(browser, PHONE);
  const context = await newShopContext(browser, PHONE);
  try {
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    const sentAt = new Date();
    await inviteFromProfile(ownerPage, 'Luis', other.email, 'Cajero');
    const mail = await waitForMail({ to: other.email, subject: /Te invitaron/, after: sentAt });

    // He already has an account: the invitation takes his own password.
    const page = await context.newPage();
    await page.goto(extractLink(mail, '/invitacion'));
    await page.getByLabel('Contraseña', { exact: true }).fill(other.password);
    await page.getByLabel('Confirmar contraseña').fill(other.password);
    await page.getByRole('button', { name: 'Aceptar y entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A cashier of Bodega La Esquina: no money cards.
    await expect(page.getByText('Ingresos Totales')).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(other.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(other.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/negocios$/);
    await expect(page.getByRole('button', { name: 'Trabajar en Bodega La Esquina' })).toContainText('Cajero');
    await page.getByRole('button', { name: 'Trabajar en Bodega La Esquina' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Ingresos Totales')).toHaveCount(0);

    // Back to his own shop from Perfil: its owner sees its money again.
    await page.goto('/dashboard/profile');
    const shops = page.getByRole('region', { name: 'Tus negocios' });
    await shops.getByRole('button', { name: /Trabajar en Luis/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Ingresos Totales')).toBeVisible();
  } finally {
    await ownerContext.close();
    await context.close();
  }
});
