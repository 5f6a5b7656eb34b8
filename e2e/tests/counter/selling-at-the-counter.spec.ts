// What a seller on a 360 px phone trips over at the counter (2, 3, 9 and 10): searches that
// bring back the page left behind, stock learnt only after the confirmation, a cart below six product cards,
// a SKU read in pieces, a quantity lowered without a word. Each group signs in once and shares its page.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { E2E_BASE_URL } from '../../support/e2e-env';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

type TProduct = { id: string; name: string; price: number };

/** One seller, one signed-in browser page for the whole group; `prepare` makes the data through the API. */
function sellerPage(viewport: { width: number; height: number }, prepare: (shop: TShopApi) => Promise<void>) {
  const holder = {} as { context: BrowserContext; page: Page; seller: TSeller };
  test.beforeAll(async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      holder.seller = await createSeller(request, { country: 'CO' });
      await prepare(shopApi(request, holder.seller));
    } finally {
      await request.dispose();
    }
    holder.context = await newShopContext(browser, viewport);
    holder.page = await holder.context.newPage();
    await signIn(holder.page, holder.seller);
  });
  test.afterAll(async () => {
    await holder.context?.close();
  });
  return holder;
}

type TShopApi = ReturnType<typeof shopApi>;

function shopApi(request: APIRequestContext, seller: TSeller) {
  let count = 0;
  return {
    product: (name: string, quantity: number, changes: { sku?: string; price?: number } = {}) => {
      count += 1;
      return createViaApi<TProduct>(request, seller, '/api/products', {
        name,
        sku: changes.sku ?? `CTR-${Date.now().toString(36)}-${count}`,
        price: changes.price ?? 2,
        cost: 1,
        quantity,
      });
    },
    client: (name: string) => createViaApi<{ id: string }>(request, seller, '/api/clients', { name }),
    sale: (data: unknown) => createViaApi<{ id: string }>(request, seller, '/api/sales', data),
  };
}

/** An empty cart to start from: the cart outlives the page in the browser's storage. */
async function openDashboardWithEmptyCart(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Carrito de Compras' })).toBeVisible();
  const empty = page.getByRole('button', { name: 'Vaciar' });
  if (await empty.isVisible()) await empty.click();
  await page.evaluate(() => window.scrollTo(0, 0));
}

const productCard = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('lists on a 360 px phone: a search always starts again at page 1 (item 1)', () => {
  const it = sellerPage(PHONE, async (shop) => {
    // Eleven of each: two pages of ten. Every client owes one PENDING sale, so each has an open account.
    const stock = await shop.product('Harina de maíz 01', 100);
    for (let n = 2; n <= 11; n += 1) await shop.product(`Harina de maíz ${String(n).padStart(2, '0')}`, 5);
    for (let n = 1; n <= 11; n += 1) {
      const client = await shop.client(`Cliente ${String(n).padStart(2, '0')}`);
      await shop.sale({
        items: [{ productId: stock.id, quantity: 1, price: stock.price }],
        status: 'PENDING',
        clientId: client.id,
      });
    }
  });

  /** Page 2, a search that matches nothing, the search cleared: page 1 again, not the page left. */
  async function searchAndClear(page: Page, searchbox: Locator) {
    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await expect(pagination.getByText('Página 1 de 2')).toBeVisible();
    await pagination.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pagination.getByText('Página 2 de 2')).toBeVisible();
    await searchbox.fill('zzz');
    await expect(pagination).toBeHidden();
    await searchbox.fill('');
    await expect(pagination.getByText('Página 1 de 2')).toBeVisible();
  }

  const lists = [
    { path: '/dashboard/products', search: 'Buscar productos' },
    { path: '/dashboard/clients', search: 'Buscar clientes' },
    { path: '/dashboard/sales', search: 'Buscar ventas' },
    { path: '/dashboard/open-accounts', search: 'Buscar por cliente' },
  ];
  for (const list of lists) {
    test(`${list.path} is on page 1 again once a search is cleared`, async () => {
      await it.page.goto(list.path);
      await searchAndClear(it.page, it.page.getByRole('searchbox', { name: list.search }));
    });
  }
});

test.describe('the cart on a 360 px phone', () => {
  const products = {} as Record<'arroz' | 'cafe' | 'harina', TProduct>;
  const it = sellerPage(PHONE, async (shop) => {
    products.arroz = await shop.product('Arroz 1 kg', 4, { price: 1.5 });
    products.cafe = await shop.product('Café molido', 10, { price: 3.25 });
    products.harina = await shop.product('Harina PAN', 1, { price: 2 });
  });

  test('a quantity typed above the stock is lowered to it, and the cart says why (item 10)', async () => {
    const { page } = it;
    await openDashboardWithEmptyCart(page);
    await productCard(page, 'Arroz 1 kg').getByRole('button', { name: 'Agregar al Carrito' }).click();
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad de Arroz 1 kg' });
    await quantity.fill('9');
    await expect(quantity).toHaveValue('4');
    await expect(page.getByText('Solo hay 4 en stock.')).toBeVisible();
    await expect(quantity).toHaveAccessibleDescription('Solo hay 4 en stock.');
  });

  test('a bar at the foot of the screen gives the count and total and takes the seller to the cart (item 3)', async () => {
    const { page } = it;
    await openDashboardWithEmptyCart(page);
    const cafe = productCard(page, 'Café molido');
    await cafe.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await cafe.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));

    const cartHeading = page.getByRole('heading', { level: 2, name: 'Carrito de Compras' });
    await expect(cartHeading).not.toBeInViewport();
    const bar = page.getByRole('button', { name: /^Ver carrito/ });
    await expect(bar).toBeInViewport();
    await expect(bar).toHaveAccessibleName('Ver carrito 2 artículos $6.50');
    await expect(page.getByTestId('cart-total')).toHaveText('$6.50');
    // Within reach of the thumb: at the foot of the screen, the whole width, at least 44 px tall.
    const box = await bar.boundingBox();
    if (!box) throw new Error('the cart bar is not laid out');
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 80);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await bar.click();
    await expect(cartHeading).toBeInViewport();
    await expect(cartHeading).toBeFocused();
    await expect(bar).toBeHidden();
  });

  test('a sale refused for stock refreshes the products, and the cart refuses it again before confirming (item 2)', async ({
    request,
  }) => {
    const { page, seller } = it;
    await openDashboardWithEmptyCart(page);
    const harina = productCard(page, 'Harina PAN');
    await expect(harina).toContainText('Stock: 1');
    await harina.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await expect(harina).toContainText('Stock: 1 · 1 en el carrito');

    // The last unit goes elsewhere (another device of the shop) while this cart holds it.
    await shopApi(request, seller).sale({
      items: [{ productId: products.harina.id, quantity: 1, price: products.harina.price }],
      status: 'PAID',
    });

    const stockMessage =
      'Los siguientes productos exceden el stock disponible: Harina PAN. Por favor, ajusta las cantidades.';
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: stockMessage })).toBeVisible();

    // The card shows what is left, and the line says what to do before the seller tries again.
    await expect(harina).toContainText('Stock: 0 · 1 en el carrito');
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad de Harina PAN' });
    await expect(quantity).toHaveAccessibleDescription(
      'Ya no queda stock de este producto: quítalo del carrito.',
    );
    await page.getByRole('button', { name: 'Realizar Venta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: stockMessage })).toBeVisible();
    await expect(confirm).toBeHidden();
  });
});

test.describe('the products table at 1280 px', () => {
  const sku = 'SKU-2025-000125/25';
  const it = sellerPage(LAPTOP, async (shop) => {
    // A long name takes the table's width, which is what squeezed the code column.
    await shop.product(
      'Harina de maíz precocida blanca tipo PAN, paquete familiar de un kilogramo con receta de arepas incluida',
      8,
      { sku },
    );
  });

  test('a SKU never breaks across lines (item 9)', async () => {
    const { page } = it;
    await page.goto('/dashboard/products');
    const cell = page.getByRole('cell', { name: sku, exact: true });
    await expect(cell).toBeVisible();
    // One line box for the whole code: the number of rectangles its text is laid out in.
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});
