// Decision record 030, on a 360 px phone: the owner gives a client a credit limit, sells past it on credit and
// confirms with her own PIN, sees the sale's due date on the account, then looks at "Por cobrar" as of a day
// after it (the screen's cut-off date is the journey's clock) where the account is "Vencida", and sends the
// reminder: the wa.me link carries the client's number and the amount in dollars and bolívares.
import { expect, test } from '@playwright/test';
import { addDaysToIsoDate, dayMonthYear, todayInZone } from '@cuadre/shared/common/dates';
import { formatUsd, formatVes, usdToVes } from '@cuadre/shared/money/money';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const PRODUCT = 'Harina PAN 1 kg';
const CLIENT = 'Rosa Mendoza';
const PHONE_NUMBER = '0414-1234567';
const PIN = '2468';

let stub: TBcvStub;
let owner: TSeller;
let rate: number;

test.beforeAll(async ({ request }) => {
  stub = await startBcvStub('36,57310000');
  owner = await createSeller(request, { country: 'VE', name: 'Carmen' });
  rate = await waitForServedRate(request, owner.token);
  await createViaApi(request, owner, '/api/products', {
    name: PRODUCT,
    sku: `FIADO-${Date.now().toString(36)}`,
    price: 15,
    cost: 9,
    quantity: 20,
  });
  // The owner approves on the spot with a PIN of her own.
  const pin = await request.put(`/api/shop/members/${owner.user.id}/pin`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { pin: PIN },
  });
  expect(pin.status(), await pin.text()).toBe(200);
});
test.afterAll(async () => {
  await stub?.close();
});

test('a limit stops a credit sale until approved; the account falls due; the reminder goes by WhatsApp', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, owner);

    // ── A client with a limit of $20 ─────────────────────────────────────────
    await page.goto('/dashboard/clients');
    await page.getByRole('button', { name: 'Añadir Cliente' }).first().click();
    const clientDialog = page.getByRole('dialog', { name: 'Añadir Cliente' });
    await clientDialog.getByLabel('Nombre').fill(CLIENT);
    await clientDialog.getByLabel('Teléfono (opcional)').fill(PHONE_NUMBER);
    await clientDialog.getByLabel('RIF o cédula (opcional)').fill('V-12345678');
    await clientDialog.getByLabel('Límite de crédito (USD)').fill('20');
    await clientDialog.getByRole('button', { name: 'Añadir Cliente' }).click();
    await expect(clientDialog).toBeHidden();

    // ── $30 on credit: past what she has left ─────────────────────────────────
    await page.goto('/dashboard');
    const product = page.getByRole('article', { name: PRODUCT });
    await product.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await expect(page.getByRole('spinbutton', { name: `Cantidad de ${PRODUCT}` })).toHaveValue('1');
    await product.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await expect(page.getByRole('spinbutton', { name: `Cantidad de ${PRODUCT}` })).toHaveValue('2');
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: CLIENT });
    await page.getByLabel('Estado de la venta').selectOption('PENDING');
    const credit = page.getByRole('region', { name: `Crédito de ${CLIENT}` });
    await expect(credit).toContainText('Disponible');
    await expect(credit).toContainText('$20.00');
    await expect(credit).toContainText(formatVes(usdToVes(20, rate)));
    await expect(credit).toContainText('pasa lo disponible');
    await page.getByRole('button', { name: '7 días' }).click();
    const today = todayInZone('America/Caracas');
    const dueDate = addDaysToIsoDate(today, 7);

    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
    await expect(confirm).toContainText(dayMonthYear(dueDate));
    await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();

    // The server refuses it; she confirms with her own PIN, and the same sale goes through.
    const approval = page.getByRole('dialog', { name: 'Aprobación de un encargado' });
    await expect(approval).toContainText(`Esta venta pasa el límite de crédito de ${CLIENT}`);
    await approval.getByLabel('PIN de quien aprueba').fill(PIN);
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Venta creada con éxito!' })).toBeVisible();

    // ── The account says when it falls due ────────────────────────────────────
    await page.goto('/dashboard/open-accounts');
    await expect(page.getByText(`Vence el ${dayMonthYear(dueDate)}`)).toBeVisible();

    // ── Por cobrar, as of ten days after the sale: "Vencida · 3 días" ─────────
    await page.goto('/dashboard/por-cobrar');
    await expect(page.getByRole('heading', { level: 1, name: 'Por cobrar' })).toBeVisible();
    await page.getByLabel('Fecha de corte').fill(addDaysToIsoDate(today, 10));
    const list = page.getByRole('list', { name: 'Clientes que deben' });
    const row = list.getByRole('listitem').filter({ hasText: CLIENT });
    await expect(row).toContainText('Vencida · 3 días');
    await expect(row).toContainText('$30.00');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // ── The reminder: her number, the amounts in both currencies, the link ────
    await row.getByRole('button', { name: `Recordar a ${CLIENT}` }).click();
    const whatsapp = page.getByRole('link', { name: 'Abrir WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/584141234567\?text=/);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain(`${formatUsd(30)} (${formatVes(usdToVes(30, rate))} a la tasa BCV de hoy)`);
    expect(text).toContain(`vencido desde el ${dayMonthYear(dueDate)}`);
    expect(text).toMatch(/\/e\/[A-Za-z0-9_-]{43}/);
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const popup = page.waitForEvent('popup');
    await whatsapp.click();
    await (await popup).close();
    await expect(page.getByText('Recordatorio registrado.')).toBeVisible();
    await page.getByRole('button', { name: 'Listo' }).click();
    await expect(row).toContainText('Recordado hoy');

    // ── The client's public statement opens without an account ────────────────
    const statementUrl = /(https?:\/\/\S+\/e\/[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    const visitor = await browser.newContext({ viewport: PHONE });
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(new URL(statementUrl).pathname);
      await expect(publicPage.getByText(CLIENT).first()).toBeVisible();
      await expect(publicPage.getByText(formatUsd(30)).first()).toBeVisible();
      await expect(publicPage.getByText(`Vence el ${dayMonthYear(dueDate)}`)).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await context.close();
  }
});
