// On a 360 px phone: the admin sees whether an applicant verified the e-mail and
// confirms before approving; suspending an approved seller ends the seller's session on the next action, and
// reactivating gives it back; a seller's new e-mail takes effect only through the link mailed to it.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT_MESSAGES } from '@cuadre/shared/admin/messages';
import { LOGIN_TEXTS } from '@cuadre/shared/auth/messages';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { adminSession, createSeller, signIn, strongPassword, uniqueEmail } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { extractLink, waitForMail } from '../../support/mail';

const PHONE = { width: 360, height: 740 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin sees an unverified applicant and confirms the approval; a suspended seller is signed out and back', async ({
  browser,
  request,
}) => {
  // A journey of several screens and e-mails: on a busy two-core machine it takes well over the default 30 s.
  test.setTimeout(90_000);
  // ── An applicant who has not opened the verification link ────────────────
  const applicantEmail = uniqueEmail('sin-verificar');
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Carmen',
      lastname: 'Sin Verificar',
      email: applicantEmail,
      password: strongPassword(),
      country: {
        name: 'Venezuela',
        code: 'VE',
        currency: 'Bolívar venezolano',
        currencyCode: 'VES',
        currencySymbol: 'Bs.',
      },
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const seller = await createSeller(request, { name: `Tomás ${Date.now().toString(36)}` });

  const adminContext = await newShopContext(browser, PHONE);
  const sellerContext = await newShopContext(browser, PHONE);
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, await adminSession(request));
    await adminPage.goto('/admin/users?status=PENDING');
    const card = adminPage
      .getByRole('list', { name: 'Pending users' })
      .getByRole('listitem')
      .filter({ hasText: applicantEmail });
    await expect(card).toContainText(ADMIN_ACCOUNT_MESSAGES.emailUnverified);
    await expectNoSidewaysScroll(adminPage);

    // Approve asks first and warns; 'Cancelar' leaves the request pending.
    await card.getByRole('button', { name: `Approve ${applicantEmail}` }).click();
    const confirm = adminPage.getByRole('alertdialog', {
      name: ADMIN_ACCOUNT_MESSAGES.approveTitle('Carmen Sin Verificar'),
    });
    await expect(confirm).toContainText(ADMIN_ACCOUNT_MESSAGES.approveUnverifiedWarning);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Approve ${applicantEmail}` }).click();
    await confirm.getByRole('button', { name: ADMIN_ACCOUNT_MESSAGES.approveConfirm }).click();
    await expect(adminPage.getByText('Usuario aprobado con éxito')).toBeVisible();
    await expect(card).toBeHidden();

    // ── The seller is working on a phone ─────────────────────────────────────
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, seller);
    await sellerPage.goto('/dashboard/products');
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Gestión de Productos' })).toBeVisible();

    // ── The admin suspends the seller, after confirming ──────────────────────
    await adminPage.goto(`/admin/users/${seller.user.id}`);
    await expect(adminPage.getByText(ADMIN_ACCOUNT_MESSAGES.emailVerified)).toBeVisible();
    await adminPage.getByRole('button', { name: ADMIN_ACCOUNT_MESSAGES.suspend }).click();
    const suspend = adminPage.getByRole('alertdialog', {
      name: ADMIN_ACCOUNT_MESSAGES.suspendTitle(seller.user.name),
    });
    await suspend.getByRole('button', { name: ADMIN_ACCOUNT_MESSAGES.suspend }).click();
    await expect(adminPage.getByText(ADMIN_ACCOUNT_MESSAGES.suspendSuccess)).toBeVisible();
    await expect(adminPage.getByText(ADMIN_ACCOUNT_MESSAGES.suspended, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(adminPage);

    // The seller's next action ends the session; the login says why.
    await sellerPage.reload();
    await expect(sellerPage).toHaveURL(/\/welcome$/);
    await sellerPage.goto('/login');
    await sellerPage.getByLabel('Correo electrónico').fill(seller.email);
    await sellerPage.getByLabel('Contraseña', { exact: true }).fill(seller.password);
    await sellerPage.getByRole('button', { name: 'Iniciar Sesión' }).click();
    const refused = sellerPage.getByRole('alertdialog', { name: LOGIN_TEXTS.dialogTitle });
    await expect(refused).toContainText(SERVER_MESSAGES.ACCOUNT_SUSPENDED);
    await refused.getByRole('button', { name: 'Cerrar' }).click();

    // ── Reactivated, the seller signs in again ───────────────────────────────
    await adminPage.getByRole('button', { name: ADMIN_ACCOUNT_MESSAGES.reactivate }).click();
    await adminPage
      .getByRole('alertdialog', { name: ADMIN_ACCOUNT_MESSAGES.reactivateTitle(seller.user.name) })
      .getByRole('button', { name: ADMIN_ACCOUNT_MESSAGES.reactivate })
      .click();
    await expect(adminPage.getByText(ADMIN_ACCOUNT_MESSAGES.reactivateSuccess)).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(sellerPage).toHaveURL(/\/dashboard$/);
  } finally {
    await adminContext.close();
    await sellerContext.close();
  }
});

test("a seller's new e-mail waits for the link sent to it; the old address is told", async ({
  browser,
  request,
}) => {
  const seller = await createSeller(request, { name: 'Inés Cambio' });
  const newEmail = uniqueEmail('correo-nuevo');
  const context = await newShopContext(browser, PHONE);
  try {
    const page = await context.newPage();
    await signIn(page, seller);
    await page.goto('/dashboard/profile');
    const form = page.getByRole('form', { name: 'Editar Perfil' });
    await expect(form.getByRole('combobox', { name: 'País' })).toBeEnabled();
    await form.getByLabel('Correo electrónico').fill(newEmail);
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(form.getByRole('alert')).toContainText(
      `Te enviamos un enlace a ${newEmail} para confirmar el cambio.`,
    );
    // The account keeps its address meanwhile.
    const data = page.getByRole('region', { name: 'Mis Datos' });
    await expect(data).toContainText(seller.email);
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const notice = await waitForMail({ to: seller.email, subject: /Se solicitó cambiar el correo/ });
    expect(notice.text).toContain(newEmail);
    const link = await waitForMail({ to: newEmail, subject: /Confirma tu nuevo correo/ });

    await page.goto(extractLink(link, '/confirm-email-change'));
    await expect(page.getByRole('heading', { name: '¡Correo actualizado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi perfil' }).click();
    await expect(data).toContainText(newEmail);
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeHidden();

    // The new address signs in; the old one no longer does.
    const old = await request.post('/api/auth/login', {
      data: { email: seller.email, password: seller.password },
    });
    expect(old.status()).toBe(401);
    const fresh = await request.post('/api/auth/login', {
      data: { email: newEmail, password: seller.password },
    });
    expect(fresh.status()).toBe(200);
  } finally {
    await context.close();
  }
});
