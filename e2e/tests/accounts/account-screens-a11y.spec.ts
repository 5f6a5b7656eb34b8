// axe-core on every account screen, at phone and desktop widths: 0 serious or critical findings.
// Seller and admin pages are checked inside their main content and dialogs (the frame belongs to the layout).
import { expect, test, type Page } from '@playwright/test';
import { seriousA11yFindings } from '../../support/a11y';
import { adminSession, createAccountAsAdmin, signIn, uniqueEmail } from '../../support/accounts';

async function expectAccessible(page: Page, label: string, include?: string) {
  expect(await seriousA11yFindings(page, include), label).toEqual([]);
}

// At a phone's width only: the screen walk (screens/every-screen-walk.ts) runs axe on every route at 360 and
// 1280 px; what this file adds is the states a walk does not reach (errors, dialogs, wizard steps), whose markup
// does not change with the width. The desktop pass cost the browser step about 40 s of a worker.
for (const viewport of [{ name: 'phone', width: 360, height: 740 }]) {
  test(`public account screens are accessible on a ${viewport.name}`, async ({ page }) => {
    // axe on a dozen screens and dialogs: minutes on a busy two-core machine, not the default 30 s.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Cuadre' })).toBeVisible();
    await expectAccessible(page, 'landing');
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expectAccessible(page, 'landing menu');
    }

    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('link', { name: 'Aceptar y Continuar' })).toBeVisible();
    await expectAccessible(page, 'terms');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expectAccessible(page, 'login with errors');
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave#2025x');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error al iniciar sesión' })).toBeVisible();
    await expectAccessible(page, 'login error dialog');

    await page.goto('/register');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectAccessible(page, 'register step 1 with errors');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellido').fill('Pérez');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('a11y'));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Contraseña', { exact: true }).fill('abcD1');
    await expectAccessible(page, 'register step 2');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave#2025x');
    await page.getByLabel('Confirmar contraseña').fill('Clave#2025x');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('combobox', { name: 'País' })).toBeEnabled();
    await expectAccessible(page, 'register step 3');
    await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Venezuela' });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('Debes aceptar los términos y condiciones para continuar')).toBeVisible();
    await expectAccessible(page, 'register step 4');

    await page.goto('/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('a11y'));
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('heading', { name: '¡Correo Enviado!' })).toBeVisible();
    await expectAccessible(page, 'forgot password sent');

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Enlace Inválido' })).toBeVisible();
    await expectAccessible(page, 'reset password without token');
    await page.goto('/reset-password?token=caducado');
    await page.getByLabel('Nueva contraseña').fill('Nueva2025x');
    await page.getByLabel('Confirmar contraseña').fill('Nueva2025x');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toBeVisible();
    await expectAccessible(page, 'reset password error');

    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'Error de verificación' })).toBeVisible();
    await expectAccessible(page, 'verify email error');

    await page.goto('/resend-verification');
    await page.getByRole('button', { name: 'Reenviar enlace de verificación' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, ingresa tu email');
    await expectAccessible(page, 'resend verification');

    await page.goto('/welcome');
    await expectAccessible(page, 'welcome');
  });

  test(`seller and admin account screens are accessible on a ${viewport.name}`, async ({
    page,
    browser,
    request,
  }) => {
    // axe on a dozen screens and dialogs: minutes on a busy two-core machine, not the default 30 s.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // A seller without a country: the dashboard's dialog, then the profile and its modal (dark theme).
    const admin = await adminSession(request);
    const seller = await createAccountAsAdmin(request, { name: 'Ana', email: uniqueEmail('a11y-vendedor') });
    await signIn(page, seller);
    await page.goto('/dashboard/profile');
    const countryDialog = page.getByRole('dialog', { name: '¿Desde qué país vendes?' });
    await expect(countryDialog.getByRole('combobox', { name: 'País' })).toBeEnabled();
    await expectAccessible(page, 'country dialog', '[role="dialog"]');
    await countryDialog.getByRole('combobox', { name: 'País' }).selectOption('Venezuela');
    await countryDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(countryDialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'País' })).toBeEnabled();
    await expectAccessible(page, 'profile', '#main-content');
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect(page.getByText('La contraseña actual es obligatoria')).toBeVisible();
    await expectAccessible(page, 'change password modal', '[role="dialog"]');

    // The admin screens (light theme), in their own browser context.
    const adminContext = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin/users?status=PENDING');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Pending Users' })).toBeVisible();
    await expect(adminPage.getByText('Loading users...')).toHaveCount(0);
    await expectAccessible(adminPage, 'admin pending users', '#main-content');
    await adminPage.goto('/admin/users');
    // On a phone the users are cards (the table is for wide screens): wait for the list to load.
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await expect(adminPage.getByText('Loading users...')).toHaveCount(0);
    await expectAccessible(adminPage, 'admin users', '#main-content');
    await adminPage.goto('/admin/users/create');
    await adminPage.getByRole('button', { name: 'Generar Contraseña Aleatoria' }).click();
    await adminPage.getByRole('button', { name: 'Create User' }).click();
    await expect(adminPage.getByText('Name is required')).toBeVisible();
    await expectAccessible(adminPage, 'admin create user', '#main-content');
    await adminContext.close();
  });
}
