// What a seller and an admin trip over on a 360 px phone (items 4–8): toasts over the title and
// the menu button, Approve/Reject off-screen in the pending list, statistics columns off-screen, tap targets
// under 44 px, and one product-form message repeated under three fields. Each role logs in once and its
// tests share one page.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  adminSession,
  createSeller,
  signIn,
  strongPassword,
  uniqueEmail,
  type TSeller,
  type TSession,
} from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { smallTapTargets } from '../../support/screens';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };

/** One page per describe, at the phone's size, signed in as `session` (or anonymous). */
function usePhonePage(session: () => Promise<TSession | null>) {
  const holder = {} as { page: Page };
  test.beforeAll(async ({ browser }) => {
    const context = await newShopContext(browser, PHONE);
    holder.page = await context.newPage();
    const current = await session();
    if (current) await signIn(holder.page, current);
  });
  test.afterAll(async () => {
    await holder.page?.context().close();
  });
  return holder;
}

/** The element's box, which must be laid out. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

/** Whether the element lies within the page's width: a person sees it without swiping sideways. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const width = page.viewportSize()!.width;
  expect(box.x, `${locator} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends on screen (${width} px)`).toBeLessThanOrEqual(width + 0.5);
}

async function expectNoOverlap(toast: Locator, other: Locator): Promise<void> {
  const a = await boxOf(toast);
  const b = await boxOf(other);
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `the toast covers ${other}`).toBe(false);
}

async function registerPendingUser(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail('pendiente');
  const countries = await request.get('/api/countries');
  const venezuela = ((await countries.json()) as { data: Array<{ code: string }> }).data.find(
    (country) => country.code === 'VE',
  );
  const registered = await request.post('/api/auth/register', {
    data: {
      name,
      lastname: 'Fernández Salazar',
      email,
      password: strongPassword(),
      country: venezuela,
      acceptTerms: true,
    },
  });
  expect(registered.status(), `register: ${await registered.text()}`).toBeLessThan(300);
  return email;
}

test.describe('a seller on a 360 px phone', () => {
  let seller: TSeller;

  // Before usePhonePage's own beforeAll, which signs the seller in.
  test.beforeAll(async ({ request }) => {
    // A Colombian seller: amounts in dollars with a dot, the same in every run.
    seller = await createSeller(request, { country: 'CO', name: 'Rosa' });
    const product = await createViaApi<{ id: string }>(request, seller, '/api/products', {
      name: 'Queso llanero 1kg',
      sku: `QL-${Date.now().toString(36)}`,
      price: 12.5,
      cost: 8,
      quantity: 20,
    });
    // $25.00 of sales at $16.00 of cost: $9.00 of profit, a 36.0% margin.
    await createViaApi(request, seller, '/api/sales', {
      items: [{ productId: product.id, quantity: 2, price: 12.5 }],
      status: 'PAID',
    });
  });
  const it = usePhonePage(async () => seller);

  test("item 6: the statistics show each day's Costos, Ganancias and Margen without swiping sideways", async () => {
    const page = it.page;
    await page.goto('/dashboard/analytics');
    const days = page.getByLabel('Ventas por día');
    await expect(days.getByText('36.0%')).toBeVisible();
    for (const text of ['Ventas', 'Ingresos', 'Costos', 'Ganancias', 'Margen', '$25.00', '$16.00', '$9.00']) {
      await expectWithinWidth(page, days.getByText(text, { exact: true }));
    }
    await expectWithinWidth(page, days.getByText('36.0%'));
    expect(await smallTapTargets(page), 'tap targets under 44 px').toEqual([]);
  });

  test('item 8: the product form says "Precio, Costo y Cantidad deben ser mayores a 0." once, by the fields', async () => {
    const page = it.page;
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Añadir Producto' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Añadir Producto' });
    await dialog.getByLabel('Nombre').fill('Harina de maíz 1kg');
    await dialog.getByLabel('Cantidad').fill('0');
    await dialog.getByRole('button', { name: 'Añadir Producto' }).click();

    const amounts = dialog.getByText('Precio, Costo y Cantidad deben ser mayores a 0.', { exact: true });
    await expect(amounts).toHaveCount(1);
    await expect(dialog.getByText('Nombre y SKU son obligatorios.', { exact: true })).toHaveCount(1);
    for (const label of ['Precio', 'Costo', 'Cantidad']) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Precio, Costo y Cantidad deben ser mayores a 0\./);
    }
    // Beside the wrong fields: just under the last of them, not at the top or the bottom of the form.
    const quantityBox = await boxOf(dialog.getByLabel('Cantidad', { exact: true }));
    const messageBox = await boxOf(amounts);
    expect(messageBox.y - (quantityBox.y + quantityBox.height)).toBeGreaterThanOrEqual(0);
    expect(messageBox.y - (quantityBox.y + quantityBox.height)).toBeLessThan(16);
    await expect(dialog.getByLabel('Nombre', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('SKU', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await smallTapTargets(page, '[role="dialog"]'), 'tap targets under 44 px').toEqual([]);
  });
});

test.describe('the admin on a 360 px phone', () => {
  let admin: TSession;
  let approveEmail: string;
  let rejectEmail: string;

  test.beforeAll(async ({ request }) => {
    admin = await adminSession(request);
    approveEmail = await registerPendingUser(request, 'Yusmary');
    rejectEmail = await registerPendingUser(request, 'Yorman');
  });
  const it = usePhonePage(async () => admin);

  test('item 5: each pending registration is a card with Approve and Reject on screen', async () => {
    const page = it.page;
    await page.goto('/admin/users?status=PENDING');
    for (const action of ['Approve', 'Reject']) {
      const button = page.getByRole('button', { name: `${action} ${approveEmail}` });
      await expect(button).toBeVisible();
      await expectWithinWidth(page, button);
    }
    await expectWithinWidth(page, page.getByText(approveEmail, { exact: true }));
    expect(await smallTapTargets(page), 'tap targets under 44 px').toEqual([]);
  });

  test('item 4: a toast hides neither the title nor the menu button, on a phone or a laptop', async () => {
    const page = it.page;
    await page.goto('/admin/users?status=PENDING');
    await page.getByRole('button', { name: `Approve ${approveEmail}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aprobar' }).click();
    // The whole toast, icon and padding included: its message is the status inside it.
    const approved = page.getByRole('status').filter({ hasText: 'Usuario aprobado con éxito' }).locator('..');
    await expect(approved).toBeVisible();
    await expectNoOverlap(approved, page.getByRole('heading', { level: 1, name: 'Pending Users' }));
    await expectNoOverlap(approved, page.getByRole('banner'));
    await expectNoOverlap(approved, page.getByRole('button', { name: 'Abrir menú' }));
    await expectWithinWidth(page, approved);

    // On a laptop the sidebar replaces the top bar, and the title sits at the top of the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: `Reject ${rejectEmail}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rechazar' }).click();
    const rejected = page
      .getByRole('status')
      .filter({ hasText: 'Usuario rechazado con éxito' })
      .locator('..');
    await expect(rejected).toBeVisible();
    await expectNoOverlap(rejected, page.getByRole('heading', { level: 1, name: 'Pending Users' }));
    await expectNoOverlap(rejected, page.getByRole('link', { name: 'Create User' }));
    await page.setViewportSize(PHONE);
  });
});

test.describe('a visitor on a 360 px phone', () => {
  const it = usePhonePage(async () => null);

  test('item 7: "Ir al Login" and "Registrarse" after a failed verification are thumb-sized', async () => {
    const page = it.page;
    await page.goto('/verify-email?token=no-es-un-token');
    await expect(page.getByRole('heading', { name: 'Error de verificación' })).toBeVisible();
    for (const name of ['Ir al Login', 'Registrarse']) {
      const box = await boxOf(page.getByRole('link', { name, exact: true }));
      expect(box.height, `${name} is tall enough for a thumb`).toBeGreaterThanOrEqual(44);
    }
    expect(await smallTapTargets(page), 'tap targets under 44 px').toEqual([]);
  });
});
