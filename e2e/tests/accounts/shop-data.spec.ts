// Design §12: the shop's own data. At 360 px the seller changes in Perfil the business name and phone given at
// registration, and sets the RIF, the address and the receipt's footer; a reload shows them kept. Then the seller
// gives a client's cédula in the client form, and the receipt of that client's sale is headed with the new data
// and names the client with its cédula.
import { expect, test, type Locator } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 360, height: 740 };
const CLIENT = 'Luisa Mora';
const NEW_SHOP = {
  'Nombre del negocio': 'Bodega La Nueva Esquina',
  RIF: 'J-40123456-7',
  Dirección: 'Calle Páez, local 4, Maracay',
  Teléfono: '0414-7654321',
  'Mensaje al pie del recibo': 'Cambios dentro de los 7 días',
};

let seller: TSeller;
let saleId: string;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request, { country: 'VE' });
  // What the registration form's optional step asked for: the business name and a phone.
  const registered = await request.put('/api/users/settings', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { businessName: 'Abasto Viejo', phone: '0212-5550000' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const client = await createViaApi<{ id: string }>(request, seller, '/api/clients', {
    name: CLIENT,
    email: 'luisa@example.com',
  });
  const sale = await createViaApi<{ id: string }>(request, seller, '/api/sales', {
    items: [{ name: 'Harina PAN 1 kg', quantity: 2, price: 1.5 }],
    status: 'PENDING',
    clientId: client.id,
  });
  saleId = sale.id;
});

async function expectShopFields(card: Locator): Promise<void> {
  for (const [label, value] of Object.entries(NEW_SHOP)) {
    await expect(card.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
}

test('edit the shop’s data in Perfil, keep it on reload, and see it with the client’s cédula on the receipt', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/profile');
    const card = page.getByRole('region', { name: 'Datos para tus documentos' });
    await expect(card.getByLabel('Nombre del negocio', { exact: true })).toHaveValue('Abasto Viejo');
    await expect(card.getByLabel('Teléfono', { exact: true })).toHaveValue('0212-5550000');
    for (const [label, value] of Object.entries(NEW_SHOP)) {
      await card.getByLabel(label, { exact: true }).fill(label === 'RIF' ? 'j401234567' : value);
    }
    await card.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(card.getByRole('alert')).toHaveText('Datos guardados.');
    // The RIF comes back written in its form.
    await expectShopFields(card);

    // The phone shows what it kept while it asks the server again (design §14): the answer is what must hold.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/users/me') && response.ok()),
      page.reload(),
    ]);
    await expectShopFields(page.getByRole('region', { name: 'Datos para tus documentos' }));

    await page.goto('/dashboard/clients');
    await page.getByRole('button', { name: `Editar ${CLIENT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
    await dialog.getByLabel('RIF o cédula (opcional)').fill('v 12.345.678');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/dashboard/sales/${saleId}/recibo`);
    const receipt = page.getByRole('article', { name: 'Recibo' });
    await expect(receipt.getByRole('heading', { name: 'Nota de entrega' })).toBeVisible();
    for (const text of [
      'Bodega La Nueva Esquina',
      'RIF: J-40123456-7',
      'Calle Páez, local 4, Maracay',
      'Tel.: 0414-7654321',
      `Cliente${CLIENT}`,
      'RIF/C.I.V-12345678',
      'Cambios dentro de los 7 días',
    ]) {
      await expect(receipt, text).toContainText(text);
    }
    await expect(receipt).not.toContainText('Abasto Viejo');
    await expect(receipt).not.toContainText('0212-5550000');
    // Nothing runs past the phone's width.
    const width = await receipt.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(width).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});
