// Decision record 031, on a 360 px phone: a Venezuelan owner sells "al mayor". She makes the list "Mayor" with
// its own price for Malta Polar and a tier from 12 units, caps a cashier's discounts at 5 % in Perfil and gives
// a client the list. On the shop's phone the cashier, signed in with her PIN, chooses that client (the cart
// takes Mayor), sells 12 maltas at the tier's price with a 10 % discount for a loyal client and a cheese by its
// scale label; the server refuses the discount past her 5 % until the owner types her PIN on the cashier's
// screen. The receipt names the list, the discount with its reason, and the weighed line.
// Before selling, the owner switches the shop to euros (Perfil → Moneda de referencia, design §10): a price is then
// typed in euros and kept in dollars at the cross of the BCV's two rates, the sidebar's switch says EUR, the cart
// and its confirmation read in euros at that cross, and the receipt adds "Total en €" to its dollar total.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousA11yFindings } from '../../support/a11y';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';
import { formatUsd } from '@cuadre/shared/money/money';
import { eurToUsd, formatEur, usdToEur, type TBcvRates } from '@cuadre/shared/money/reference-currency';

const PHONE = { width: 360, height: 740 };
const MALTA = 'Malta Polar';
const CHEESE = 'Queso blanco duro';
const CLIENT = 'Bodega La Esquina';
const CASHIER = 'Yusmary Pérez';
const OWNER_PIN = '2468';
const CASHIER_PIN = '4821';
const FLOUR = 'Harina P.A.N. 1 kg';

/** An EAN-13 of its first 12 digits and their check digit. */
function ean13(first12: string): string {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/**
 * The BCV's dollar and euro the app serves (the stand-in's page carries both blocks), once it has read the euro:
 * the cross every euro figure below is computed at, with the app's own helpers.
 */
async function servedRates(request: APIRequestContext, token: string): Promise<{ usd: number; eur: number }> {
  const headers = { authorization: `Bearer ${token}` };
  let served: { rate: number; eur: { rate: number } | null } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dollar-rate', { headers });
        served = ((await response.json()) as { data: typeof served }).data;
        return served?.eur?.rate ?? null;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .not.toBeNull();
  return { usd: served!.rate, eur: served!.eur!.rate };
}

let stub: TBcvStub;
let owner: TSeller;
let rates: TBcvRates;

/** Dollars as a euro-priced shop reads them: "€1.01" at the cross of the rates served. */
function euros(usd: number): string {
  const eur = usdToEur(usd, rates);
  if (eur === null) throw new Error('No cross of the two BCV rates');
  return formatEur(eur);
}

test.beforeAll(async ({ request }) => {
  stub = await startBcvStub('36,57310000');
  owner = await createSeller(request, { country: 'VE', name: 'Carmen' });
  await waitForServedRate(request, owner.token);
  rates = await servedRates(request, owner.token);
  const headers = { authorization: `Bearer ${owner.token}` };
  const suffix = Date.now().toString(36);
  await createViaApi(request, owner, '/api/products', {
    name: MALTA,
    sku: `MALTA-${suffix}`,
    price: 1.2,
    cost: 0.8,
    quantity: 48,
  });
  await createViaApi(request, owner, '/api/products', {
    name: CHEESE,
    sku: `QUESO-${suffix}`,
    price: 6,
    cost: 4,
    quantity: 5,
    unit: 'KG',
    barcode: '456',
  });
  // The shop's scale prints "20 · 5-digit product code · grams" (Perfil → Balanza, as scale-labels.spec does).
  const scale = await request.put('/api/shop', {
    headers,
    data: { scaleBarcode: { prefix: '20', codeDigits: 5, valueKind: 'WEIGHT' } },
  });
  expect(scale.status(), await scale.text()).toBe(200);
  // The owner approves on the spot with a PIN of her own; the cashier signs in on the shop's phone with hers.
  const pin = await request.put(`/api/shop/members/${owner.user.id}/pin`, {
    headers,
    data: { pin: OWNER_PIN },
  });
  expect(pin.status(), await pin.text()).toBe(200);
  await createViaApi(request, owner, '/api/shop/members', {
    name: CASHIER,
    role: 'CASHIER',
    pin: CASHIER_PIN,
  });
  await createViaApi(request, owner, '/api/cash-sessions', { openingFloat: { USD: 20, VES: 0 } });
});
test.afterAll(async () => {
  await stub?.close();
});

test('a Mayor list with a tier, a cashier’s discount approved by PIN, a scale label, all in euros, and the receipt says it all', async ({
  browser,
  request,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, owner);

    // ── Productos → Listas de precios: "Mayor", $1.10 from 1 and $0.95 from 12 ─
    await page.goto('/dashboard/products');
    await page.getByRole('link', { name: 'Listas de precios' }).click();
    await expect(page).toHaveURL(/\/dashboard\/precios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Listas de precios' })).toBeVisible();
    await expect(page.getByText('Aún no tienes listas de precios')).toBeVisible();
    await page.getByRole('button', { name: 'Nueva lista' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Nueva lista de precios' });
    await listDialog.getByLabel('Nombre').fill('Mayor');
    await listDialog.getByRole('button', { name: 'Guardar lista' }).click();
    await expect(listDialog).toBeHidden();

    const mayor = page.getByRole('region', { name: 'Mayor' });
    await expect(mayor.getByText('Esta lista aún no tiene precios propios')).toBeVisible();
    const search = mayor.getByRole('searchbox', { name: 'Buscar un producto para ponerle precio' });
    await search.fill('Malta');
    await mayor.getByRole('button', { name: `Precios de ${MALTA}` }).click();
    const pricesDialog = page.getByRole('dialog', { name: `Precios de ${MALTA}` });
    await expect(pricesDialog).toContainText('Detal: $1.20');
    await expect(pricesDialog.getByLabel('Desde (cantidad)')).toHaveValue('1');
    await pricesDialog.getByLabel('Precio', { exact: true }).fill('1,10');
    await pricesDialog.getByRole('button', { name: 'Añadir escala' }).click();
    await pricesDialog.getByLabel('Desde (cantidad)').nth(1).fill('12');
    await pricesDialog.getByLabel('Precio', { exact: true }).nth(1).fill('0,95');
    await pricesDialog.getByRole('button', { name: 'Guardar precios' }).click();
    await expect(pricesDialog).toBeHidden();
    await expect(page.getByText('Precios guardados')).toBeVisible();

    await search.clear();
    const priced = mayor.getByRole('list', { name: 'Precios de Mayor' }).getByRole('listitem');
    await expect(priced).toHaveCount(1);
    await expect(priced).toContainText(MALTA);
    await expect(priced).toContainText('Detal: $1.20');
    await expect(priced).toContainText('Desde 1: $1.10');
    await expect(priced).toContainText('Desde 12: $0.95');
    await expect(mayor.getByText('1 producto con precio propio · 0 clientes')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yFindings(page, 'main')).toEqual([]);

    // ── Perfil → Descuentos: a cashier gives up to 5 % without asking ──────────
    await page.goto('/dashboard/profile');
    const discounts = page.getByRole('region', { name: 'Descuentos' });
    await discounts.getByLabel('Máximo de cajero (%)').fill('5');
    await discounts.getByRole('button', { name: 'Guardar descuentos' }).click();
    await expect(discounts.getByText('Máximos de descuento guardados.')).toBeVisible();
    await expect(discounts).toContainText('Cajero: 5 %');

    // ── The client buys al mayor ──────────────────────────────────────────────
    await page.goto('/dashboard/clients');
    await page.getByRole('button', { name: 'Añadir Cliente' }).first().click();
    const clientDialog = page.getByRole('dialog', { name: 'Añadir Cliente' });
    await clientDialog.getByLabel('Nombre').fill(CLIENT);
    await clientDialog.getByLabel('Lista de precios').selectOption({ label: 'Mayor' });
    await clientDialog.getByRole('button', { name: 'Añadir Cliente' }).click();
    await expect(clientDialog).toBeHidden();

    // ── Perfil → Moneda de referencia: the shop prices in euros ───────────────
    await page.goto('/dashboard/profile');
    const currency = page.getByRole('region', { name: 'Moneda de referencia' });
    await expect(currency.getByRole('radio', { name: 'Dólar (USD)' })).toBeChecked();
    await currency.getByRole('radio', { name: 'Euro (EUR)' }).check();
    await currency.getByRole('button', { name: 'Guardar moneda' }).click();
    await expect(currency.getByText('Moneda de referencia: Euro (EUR).')).toBeVisible();
    // The sidebar's switch (in the phone's menu) reads the shop's euros, beside the bolívares.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    const switcher = menu.getByRole('group', { name: 'Moneda' });
    await expect(switcher.getByRole('button')).toHaveText(['EUR', 'VES']);
    await expect(switcher.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();

    // Listas de precios read in euros now: Detal and both tiers at the cross.
    await page.goto('/dashboard/precios');
    const mayorInEuros = page
      .getByRole('region', { name: 'Mayor' })
      .getByRole('list', { name: 'Precios de Mayor' })
      .getByRole('listitem');
    await expect(mayorInEuros).toContainText(`Detal: ${euros(1.2)}`);
    await expect(mayorInEuros).toContainText(`Desde 1: ${euros(1.1)}`);
    await expect(mayorInEuros).toContainText(`Desde 12: ${euros(0.95)}`);

    // ── Productos: a price typed in euros is kept in dollars at the cross ─────
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Añadir Producto' }).first().click();
    const productDialog = page.getByRole('dialog', { name: 'Añadir Producto' });
    await productDialog.getByLabel('Nombre').fill(FLOUR);
    await productDialog.getByLabel('SKU').fill(`HARINA-${Date.now().toString(36)}`);
    await productDialog.getByLabel('Precio').fill('10,00');
    await productDialog.getByLabel('Costo').fill('7,00');
    await productDialog.getByLabel('Cantidad').fill('20');
    const flourUsd = eurToUsd(10, rates)!;
    const flourCostUsd = eurToUsd(7, rates)!;
    await expect(
      productDialog.getByText(`Se guardará: €10.00 · Equivale a ${formatUsd(flourUsd)}`),
    ).toBeVisible();
    await productDialog.getByRole('button', { name: 'Añadir Producto' }).click();
    await expect(productDialog).toBeHidden();
    await expect(page.getByText('Producto creado correctamente.')).toBeVisible();
    const flourCard = page.getByRole('listitem').filter({ hasText: FLOUR });
    await expect(flourCard).toContainText(`Precio: ${euros(flourUsd)}`);
    await expect(flourCard).toContainText(`Costo: ${euros(flourCostUsd)}`);
    expect(euros(flourUsd)).toBe('€10.00');

    // Reopened, it reads back the euros typed; saved untouched, the dollars kept do not drift.
    await flourCard.getByRole('button', { name: `Editar ${FLOUR}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar Producto' });
    await expect(editDialog.getByLabel('Precio')).toHaveValue('10');
    await expect(
      editDialog.getByText(`Se guardará: €10.00 · Equivale a ${formatUsd(flourUsd)}`),
    ).toBeVisible();
    await expect(editDialog.getByLabel('Costo')).toHaveValue('7');
    await editDialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByText('Producto actualizado correctamente.')).toBeVisible();
    const ownerHeaders = { authorization: `Bearer ${owner.token}` };
    const products = await request.get(`/api/products?search=${encodeURIComponent('Harina')}`, {
      headers: ownerHeaders,
    });
    const flour = (
      (await products.json()) as { data: { name: string; price: number; cost: number }[] }
    ).data.find((product) => product.name === FLOUR);
    expect(flour).toMatchObject({ price: flourUsd, cost: flourCostUsd });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // ── The phone becomes the shop's, and the cashier signs in with her PIN ────
    await page.goto('/dashboard/profile');
    const devices = page.getByRole('region', { name: 'Equipos del negocio' });
    await devices.getByLabel('Nombre del equipo').fill('Caja del mostrador');
    await devices.getByRole('button', { name: 'Registrar este teléfono' }).click();
    await expect(devices.getByText('Este equipo', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar de usuario' }).click();
    await expect(page).toHaveURL(/\/pin$/);
    await page
      .getByRole('group', { name: '¿Quién eres?' })
      .getByRole('button', { name: new RegExp(CASHIER) })
      .click();
    await page.getByLabel('PIN', { exact: true }).fill(CASHIER_PIN);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(`¡Bienvenido, ${CASHIER}!`)).toBeVisible();

    // ── The client's list prices the sale; 12 maltas take the tier ────────────
    const cart = page.getByRole('region', { name: 'Carrito de Compras' });
    await page.getByLabel('Cliente', { exact: true }).selectOption({ label: CLIENT });
    const prices = cart.getByLabel('Precios', { exact: true });
    await expect(prices.locator('option:checked')).toHaveText('Mayor');
    await page
      .getByRole('article', { name: MALTA })
      .getByRole('button', { name: 'Agregar al Carrito' })
      .click();
    const lines = cart.getByRole('list', { name: 'Productos en el carrito' });
    const maltaLine = lines.getByRole('listitem').filter({ hasText: MALTA });
    await expect(maltaLine).toContainText(`${euros(1.1)} c/u`);
    await expect(maltaLine).toContainText('Precio Mayor');
    await cart.getByRole('spinbutton', { name: `Cantidad de ${MALTA}` }).fill('12');
    await expect(maltaLine).toContainText('Precio Mayor · desde 12');
    await expect(maltaLine).toContainText(`${euros(0.95)} c/u`);
    await expect(maltaLine).toContainText(euros(11.4));

    // 10 % off the line for a loyal client: twice what a cashier may give alone.
    await maltaLine.getByRole('button', { name: 'Descuento' }).click();
    const discountDialog = page.getByRole('dialog', { name: `Descuento a ${MALTA}` });
    await discountDialog.getByLabel('Porcentaje', { exact: true }).fill('10');
    await discountDialog.getByLabel('Motivo').fill('Cliente fiel');
    await discountDialog.getByRole('button', { name: 'Guardar descuento' }).click();
    await expect(discountDialog).toBeHidden();
    await expect(maltaLine).toContainText(`Descuento 10 % (Cliente fiel) · −${euros(1.14)}`);

    // The cheese, by its scale label: 20 · 00456 (its code) · 00750 g.
    const productSearch = cart.getByRole('searchbox', { name: 'Buscar o escanear producto' });
    await productSearch.pressSequentially(ean13('200045600750'));
    await productSearch.press('Enter');
    await expect(cart.getByRole('status').filter({ hasText: `Agregado: ${CHEESE} · 0,75 kg` })).toBeVisible();
    await expect(cart.getByRole('textbox', { name: `Cantidad de ${CHEESE}` })).toHaveValue('0,75');
    await expect(lines.getByRole('listitem').filter({ hasText: CHEESE })).toContainText(`${euros(6)} /kg`);
    await expect(lines.getByRole('listitem').filter({ hasText: CHEESE })).toContainText(euros(4.5));
    // The cart's total, in euros at the cross: its $14.76.
    await expect(cart.getByTestId('cart-total')).toHaveText(euros(14.76));
    await expect(cart.getByTestId('cart-discounts')).toHaveText(`−${euros(1.14)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // ── Past her 5 %: the server asks for approval; the owner types her PIN ────
    await cart.getByRole('button', { name: 'Realizar Venta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
    await expect(confirm).toContainText(`Total${euros(14.76)}`);
    await expect(confirm).toContainText(`Descuentos−${euros(1.14)}`);
    await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
    const approval = page.getByRole('dialog', { name: 'Aprobación de un encargado' });
    await expect(approval).toContainText(
      'Este descuento pasa tu máximo del 5 %. Pide la aprobación de un encargado o del dueño.',
    );
    await expect(approval).toContainText(
      'Para dar un descuento por encima de su máximo, un encargado o el dueño escribe su PIN aquí.',
    );
    await approval.getByLabel('Quién aprueba').selectOption({ label: 'Carmen · Dueño' });
    await approval.getByLabel('PIN de quien aprueba').fill(OWNER_PIN);
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Venta creada con éxito!' })).toBeVisible();

    // ── The receipt: the list, the discount with its reason, the weighed line ──
    await page.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/[0-9a-f-]+\/recibo$/);
    const receipt = page.getByRole('article', { name: 'Recibo' });
    await expect(receipt).toContainText(`Cliente${CLIENT}`);
    await expect(receipt).toContainText('PreciosMayor');
    await expect(receipt).toContainText(`12 × ${MALTA} ($0.95)$11.40`);
    await expect(receipt).toContainText(`Descuento 10 % (Cliente fiel) · ${MALTA}−$1.14`);
    await expect(receipt).toContainText(`0,75 kg × ${CHEESE} ($6.00 /kg)$4.50`);
    await expect(receipt).toContainText('Total$14.76');
    // A euro-priced shop's receipt prints the total in euros too, at the cross of the sale's two rates: the
    // cart's and the confirmation's figure.
    await expect(receipt).toContainText(`Total en €${euros(14.76)}`);

    // What the server kept: the list, the discount, who sold and who approved.
    const headers = { authorization: `Bearer ${owner.token}` };
    const sales = await request.get('/api/sales?limit=5', { headers });
    const [sale] = (
      (await sales.json()) as {
        data: {
          total: number;
          discountTotal: number;
          priceListName: string | null;
          memberName: string;
          exchangeRate: number | null;
          exchangeRateEur: number | null;
        }[];
      }
    ).data;
    expect(sale).toMatchObject({
      total: 14.76,
      discountTotal: 1.14,
      priceListName: 'Mayor',
      memberName: CASHIER,
      // The two rates its "Total en €" is the cross of: the ones the cart showed the euros at.
      exchangeRate: rates.usd,
      exchangeRateEur: rates.eur,
    });
    const audit = await request.get('/api/shop/audit', { headers });
    const summaries = ((await audit.json()) as { data: { summary: string }[] }).data.map((e) => e.summary);
    expect(summaries).toContain('Carmen aprobó: dar un descuento por encima de su máximo');
  } finally {
    await context.close();
  }
});
