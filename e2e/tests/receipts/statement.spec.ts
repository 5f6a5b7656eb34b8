// Design §12: a client's statement and a debt reminder, at 360 px. Behind the open-account card's
// 'Compartir' the seller downloads the statement (a PDF with each sale, each payment and the balances) and sends
// the reminder to the client's WhatsApp chat (0414-1234567 → wa.me/584141234567); the clients list offers both.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { readPdf } from '../../support/pdf-text';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const CLIENT = 'Luisa Mora';

let stub: TBcvStub;
let seller: TSeller;

test.beforeAll(async ({ request }) => {
  stub = await startBcvStub('36,57310000');
  seller = await createSeller(request, { country: 'VE' });
  await waitForServedRate(request, seller.token);
  const client = await createViaApi<{ id: string }>(request, seller, '/api/clients', {
    name: CLIENT,
    phone: '0414-1234567',
  });
  await createViaApi(request, seller, '/api/sales', {
    items: [{ name: 'Queso llanero 1 kg', quantity: 2, price: 6.5 }],
    status: 'PENDING',
    clientId: client.id,
    initialPaymentAmount: 3,
  });
});
test.afterAll(async () => {
  await stub?.close();
});

test('the statement as a PDF and the reminder on WhatsApp, from the open account and from the clients list', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto('/dashboard/open-accounts');
    await page.getByRole('button', { name: `Compartir la cuenta de ${CLIENT}` }).click();
    const choice = page.getByRole('dialog', { name: `Compartir la cuenta de ${CLIENT}` });
    const download = page.waitForEvent('download');
    await choice.getByRole('button', { name: `Estado de cuenta de ${CLIENT} (PDF)` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('estado-de-cuenta-luisa-mora.pdf');
    const text = (await readPdf(await readFile(await file.path()))).pieces.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Estado de cuenta',
      CLIENT,
      '0414-1234567',
      'Venta N° 000001 $13.00',
      'Saldo pendiente $10.00',
    ]) {
      expect(text).toContain(expected);
    }
    // The initial payment, and the balance after each entry in dollars and bolívares.
    expect(text).toMatch(/Abono [^$]+ -\$3\.00 Saldo \$10\.00 · Bs\. [\d.]+,\d{2}/);
    expect(text).toMatch(/Saldo en Bs\. Bs\. [\d.]+,\d{2}/);

    const [reminder] = await Promise.all([
      page.waitForEvent('popup'),
      choice.getByRole('button', { name: `Recordar deuda a ${CLIENT}` }).click(),
    ]);
    await expect.poll(() => reminder.url()).toContain('https://wa.me/584141234567?text=');
    const message = new URL(reminder.url()).searchParams.get('text') ?? '';
    expect(message).toContain(`Hola ${CLIENT}`);
    expect(message).toContain('$10.00');
    await reminder.close();

    await page.goto('/dashboard/clients');
    const [fromList] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: `Enviar estado por WhatsApp a ${CLIENT}` }).click(),
    ]);
    await expect.poll(() => fromList.url()).toContain('https://wa.me/584141234567?text=');
    expect(new URL(fromList.url()).searchParams.get('text')).toContain('$10.00');
  } finally {
    await context.close();
  }
});
