import { expect, test } from '@playwright/test';
import { adminSession, createSeller, signIn, uniqueEmail } from '../../support/accounts';
import { extractLink, waitForMail } from '../../support/mail';

test('a seller created through the API signs in and sees the dashboard', async ({ page, request }) => {
  const seller = await createSeller(request, { country: 'VE', name: 'Carmen' });
  expect(seller.user).toMatchObject({
    role: 'USER',
    country: 'Venezuela',
    currency: 'VES',
    currencySymbol: 'Bs.',
  });

  await signIn(page, seller);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Carmen/).first()).toBeVisible();
});

test('the e2e admin signs in and reaches the admin area', async ({ page, request }) => {
  const admin = await adminSession(request);
  expect(admin.user.role).toBe('SUPER_ADMIN');

  await signIn(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a registration e-mail reaches the SMTP sink and its link verifies the address', async ({ request }) => {
  const email = uniqueEmail('registro');
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'José',
      lastname: 'Ñáñez',
      email,
      password: 'Segura#2025',
      country: {
        name: 'Venezuela',
        code: 'VE',
        currency: 'Bolívar',
        currencyCode: 'VES',
        currencySymbol: 'Bs.',
      },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);

  const mail = await waitForMail({ to: email, subject: /Verifica tu correo/ });
  expect(mail.text).toContain('Hola, José:');
  const link = extractLink(mail, '/verify-email');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=/);
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
});
