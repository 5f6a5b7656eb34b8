// The account lifecycle in the browser, with the e-mails caught by the SMTP sink:
// register → verify through the e-mailed link → login says pending → the admin approves → the seller lands on
// /dashboard; forgot → reset through the e-mailed link → login with the new password; an expired token → /welcome.
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_TEXTS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import {
  adminSession,
  createAccountAsAdmin,
  createSeller,
  signIn,
  strongPassword,
  uniqueEmail,
} from '../../support/accounts';
import { extractLink, waitForMail } from '../../support/mail';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.firma`;
}

test('a Venezuelan seller registers, verifies the e-mail, waits for approval and signs in', async ({
  page,
  browser,
  request,
}) => {
  // A journey of several screens and e-mails: on a busy two-core machine it takes well over the default 30 s.
  test.setTimeout(90_000);
  const email = uniqueEmail('registro');
  const password = strongPassword();

  // Registration wizard, step by step.
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByLabel('Apellido').fill('Márquez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await expect(page.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
    'aria-valuetext',
    'Muy Fuerte',
  );
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  const country = page.getByRole('combobox', { name: 'País' });
  await expect(country).toBeEnabled();
  await page.getByLabel('Nombre del negocio (opcional)').fill('Bodega Rosa');
  await country.selectOption({ label: 'Venezuela' });
  await page.getByLabel('Ciudad (opcional)').fill('Maracaibo');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await page.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  const received = page.getByRole('dialog', { name: '¡Solicitud Recibida!' });
  await expect(received).toBeVisible();
  await received.getByRole('button', { name: 'Ir al Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Before verifying, login says so and offers a new link.
  await logIn(page, email, password);
  const unverified = page.getByRole('alertdialog', { name: LOGIN_TEXTS.dialogTitle });
  await expect(unverified).toContainText(SERVER_MESSAGES.EMAIL_NOT_VERIFIED);
  await expect(unverified.getByRole('link', { name: 'Reenviar enlace de verificación' })).toBeVisible();
  await unverified.getByRole('button', { name: 'Cerrar' }).click();

  // The verification link from the captured e-mail.
  const verification = await waitForMail({ to: email });
  await page.goto(extractLink(verification, '/verify-email'));
  await expect(page.getByRole('heading', { name: '¡Cuenta verificada!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al Login' }).click();

  // Verified but not approved yet.
  await logIn(page, email, password);
  const pending = page.getByRole('alertdialog', { name: LOGIN_TEXTS.dialogTitle });
  await expect(pending).toContainText(SERVER_MESSAGES.ACCOUNT_PENDING);
  await expect(pending.getByRole('link')).toHaveCount(0);
  await pending.getByRole('button', { name: 'Cerrar' }).click();

  // The admin approves it from the pending list, in another browser.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await adminSession(request));
  await adminPage.goto('/admin/users?status=PENDING');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Pending Users' })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Rosa Márquez');
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  // Approving asks first; this applicant has verified the address.
  const confirmation = adminPage.getByRole('alertdialog', { name: '¿Aprobar la cuenta de Rosa Márquez?' });
  await expect(confirmation).not.toContainText('aún no verificó su correo');
  await confirmation.getByRole('button', { name: 'Aprobar' }).click();
  await expect(adminPage.getByText('Usuario aprobado con éxito')).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();

  // Now the seller signs in and lands on the shop, with the country chosen at registration.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: '¿Desde qué país vendes?' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}'));
  expect(stored.state.user).toMatchObject({
    email,
    country: 'Venezuela',
    currency: 'VES',
    currencySymbol: 'Bs.',
  });
});

test('a seller recovers the password through the e-mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request, { name: 'Pedro' });
  const newPassword = strongPassword();

  const requestedAt = new Date();
  await page.goto('/forgot-password');
  await page.getByLabel('Correo electrónico').fill(seller.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: '¡Correo Enviado!' })).toBeVisible();

  const mail = await waitForMail({ to: seller.email, after: requestedAt });
  await page.goto(extractLink(mail, '/reset-password'));
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByRole('heading', { name: '¡Contraseña Actualizada!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const resetLink = extractLink(mail, '/reset-password');

  // The link is single use.
  await page.goto(resetLink);
  const another = strongPassword();
  await page.getByLabel('Nueva contraseña').fill(another);
  await page.getByLabel('Confirmar contraseña').fill(another);
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Error' });
  await expect(failed).toContainText('Token inválido o expirado');
  await expect(failed.getByRole('link', { name: 'Solicitar nuevo enlace' })).toBeVisible();

  // The old password no longer works; the new one does.
  const old = await request.post('/api/auth/login', {
    data: { email: seller.email, password: seller.password },
  });
  expect(old.status()).toBe(401);
  await logIn(page, seller.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired session is sent to /welcome, which leads back to login', async ({ page }) => {
  const expired = fakeToken({ sub: 'x', role: 'USER', exp: Math.floor(Date.now() / 1000) - 60 });
  await signIn(page, {
    token: expired,
    user: {
      id: 'x',
      email: 'ana@example.com',
      name: 'Ana',
      country: null,
      currency: null,
      currencySymbol: null,
      role: 'USER',
    },
  });
  await page.goto('/dashboard/products');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu sesión ha expirado' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('changing the password keeps the session; a seller without a country picks one', async ({
  page,
  request,
}) => {
  // An admin-created account has no country: the dashboard asks for it.
  const seller = await createAccountAsAdmin(request, { name: 'Luis', email: uniqueEmail('sinpais') });
  const { password } = seller;
  await signIn(page, seller);

  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: '¿Desde qué país vendes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'País' })).toBeEnabled();
  await dialog.getByRole('combobox', { name: 'País' }).selectOption('Venezuela');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('region', { name: 'Mis Datos' })).toContainText('VES (Bs.)');
  await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  const modal = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  const newPassword = strongPassword();
  await modal.getByLabel('Contraseña actual', { exact: true }).fill(password);
  await modal.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
  await modal.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(newPassword);
  await modal.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  const done = page.getByRole('dialog', { name: '¡Contraseña Actualizada!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Cerrar' }).click();

  // The fresh token keeps working: saving the profile is an authenticated call.
  await page.getByLabel('Nombre', { exact: true }).fill('Luis Alberto');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Perfil actualizado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});
