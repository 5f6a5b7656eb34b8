// Numbers that add up and fit: in VES mode at a rate of Bs. 1.234.567,89 a shop's amounts pass
// twelve digits ("Bs. 101.524.851.349,38"). On the dashboard, the statistics and the expenses, at 360, 768,
// 1024 and 1280 px, no amount may be cut (ellipsis, clipped or pushed out of its box or the screen) and no
// card may overlap another. The rate is the one GET /dollar-rate answers, changed in the browser, so this
// file changes nothing the app's other journeys read (its cached rate). The sales history and a sale's details
// show each sale at the rate it remembers (the app's rate when it was made, not the browser's), so there the
// amounts are shorter; they must fit all the same.
import { expect, test, type Page, type Route } from '@playwright/test';
import { usdToVes } from '@cuadre/shared/money/money';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { createViaApi } from '../../support/seller-api';

const RATE = 1_234_567.89;
const WIDTHS = [360, 768, 1024, 1280] as const;
const SCREENS = [
  { path: '/dashboard', ready: 'Ganancias de' },
  { path: '/dashboard/analytics', ready: 'Período:' },
  { path: '/dashboard/expenses', ready: 'Gastos del Año' },
  { path: '/dashboard/sales', ready: 'Historial de Ventas', atSaleRate: true },
  { path: '/dashboard/open-accounts', ready: 'Constructora Ávila' },
  { path: '/dashboard/products', ready: 'Gestión de Productos' },
] as const;
const TWELVE_DIGITS_IN_BS = /Bs\. \d{2,3}\.\d{3}\.\d{3}\.\d{3},\d{2}/;
const ANY_BS = /Bs\. [\d.]+,\d{2}/;

let seller: TSeller;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request, { country: 'VE' });
  const product = await createViaApi<{ id: string }>(request, seller, '/api/products', {
    name: 'Cemento gris (lote de obra)',
    sku: `LOT-${Date.now()}`,
    price: 40_500.37,
    cost: 25_000.11,
    quantity: 100,
  });
  // Twice today: 2 × 40,500.37 (cost 2 × 25,000.11) and a freight of 1,234.56 with no known cost, so every
  // card and row carries a figure of 11 to 12 digits in bolívares.
  for (let sale = 0; sale < 2; sale += 1) {
    await createViaApi(request, seller, '/api/sales', {
      items: [
        { productId: product.id, quantity: 2, price: 40_500.37 },
        { name: 'Flete', quantity: 1, price: 1_234.56 },
      ],
      status: 'PAID',
    });
  }
  // And on account: a client who owes the whole of a third sale, for the open accounts.
  const client = await createViaApi<{ id: string }>(request, seller, '/api/clients', {
    name: 'Constructora Ávila',
  });
  await createViaApi(request, seller, '/api/sales', {
    items: [{ productId: product.id, quantity: 1, price: 40_500.37 }],
    status: 'PENDING',
    clientId: client.id,
  });
  await createViaApi(request, seller, '/api/expenses', {
    description: 'Alquiler del galpón',
    amount: 35_000.45,
    category: 'RENT',
    date: new Date().toISOString(),
  });
});

/**
 * A route handler that lets go of a request the page dropped meanwhile (the next screen's goto while its answer
 * was being rewritten): Playwright disposes that answer, and there is no one left to answer.
 */
const unlessDropped =
  (handler: (route: Route) => Promise<void>) =>
  async (route: Route): Promise<void> => {
    try {
      await handler(route);
    } catch (error) {
      if (!/disposed|closed|already handled/i.test(String(error))) throw error;
    }
  };

/** Signed in, in VES mode, served the rate 1.234.567,89 whatever the app's own reading is. */
async function openShop(page: Page): Promise<void> {
  await page.route(
    '**/api/dollar-rate',
    unlessDropped(async (route) => {
      const answer = await route.fetch().catch(() => null);
      const body = answer?.ok()
        ? ((await answer.json()) as { data: Record<string, unknown> })
        : { data: { lastUpdated: new Date().toISOString(), validFor: null, source: 'manual', next: null } };
      await route.fulfill({ status: 200, json: { data: { ...body.data, rate: RATE } } });
    }),
  );
  // The statistics and the dashboard show the bolívares the server summed, each sale at the rate it remembers
  // (the app's, not this browser's): answered here as if every sale and expense had been made at RATE, so their
  // amounts are as long as this file needs (the server's own sums: stats-in-bolivares.test.ts).
  const atRate = <T extends Record<string, number>>(usd: T, keys: (keyof T)[]) =>
    Object.fromEntries(keys.map((key) => [key, usdToVes(usd[key]!, RATE)]));
  const figures = ['totalRevenue', 'totalCost', 'totalProfit', 'revenueWithoutCost'];
  await page.route(
    '**/api/sales/stats/daily**',
    unlessDropped(async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as {
        data: { periodTotals: Record<string, number>; dailyStats: Record<string, number>[] };
      };
      const { periodTotals, dailyStats } = body.data;
      // And IGTF charged (none is, here), so its figure must fit too: $1,234.56 at RATE.
      Object.assign(periodTotals, { inBolivares: atRate(periodTotals, figures), igtfTotal: 1_234.56 });
      for (const day of dailyStats) Object.assign(day, { inBolivares: atRate(day, figures) });
      await route.fulfill({ response: answer, json: body });
    }),
  );
  await page.route(
    '**/api/expenses/dashboard/metrics',
    unlessDropped(async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, number> };
      const inBolivares = atRate(body.data, [
        'totalRevenue',
        'monthlySales',
        'monthlyExpenses',
        'realMonthlyProfit',
        'monthlyRevenueWithoutCost',
      ]);
      await route.fulfill({
        response: answer,
        json: { data: { ...body.data, inBolivares, monthlyIgtf: 1_234.56 } },
      });
    }),
  );
  await signIn(page, seller);
  await page.addInitScript(() => {
    const stored = JSON.parse(localStorage.getItem('app-storage') ?? '{"state":{},"version":1}') as {
      state: Record<string, unknown>;
    };
    if (stored.state.currencyMode === 'VES') return;
    stored.state.currencyMode = 'VES';
    localStorage.setItem('app-storage', JSON.stringify(stored));
  });
}

type TFinding = string;

/**
 * Every element whose own text is an amount in bolívares: not ellipsised, not wider than its box, inside
 * every box that clips or scrolls it and inside the screen; and the cards of each summary row apart.
 */
function findCutAmounts(page: Page): Promise<TFinding[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const AMOUNT = /Bs\.\s?-?[\d.]+,\d{2}/;
    const slack = 1;
    const blockOf = (element: Element): HTMLElement => {
      let box: Element | null = element;
      while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      return (box ?? element) as HTMLElement;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !AMOUNT.test(text) || element.closest('svg, .sr-only, [aria-hidden="true"]')) continue;
      if (element.getClientRects().length === 0) continue; // not displayed (the other layout of a list)
      const label = `"${text.trim()}"`;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      for (let box: HTMLElement | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') {
          findings.push(`${label} is cut with an ellipsis (${box.className})`);
        }
        if (style.overflowX !== 'visible' && box !== document.body && box !== document.documentElement) {
          const outer = box.getBoundingClientRect();
          if (box.scrollWidth > box.clientWidth + slack) {
            findings.push(
              `${label} sits in a box that scrolls or clips sideways (${box.tagName}.${box.className})`,
            );
          } else if (rect.left < outer.left - slack || rect.right > outer.right + slack) {
            findings.push(`${label} is clipped by ${box.tagName}.${box.className}`);
          }
        }
      }
      const block = blockOf(element);
      if (block.scrollWidth > block.clientWidth + slack) {
        findings.push(`${label} is wider than its box (${block.scrollWidth} > ${block.clientWidth})`);
      }
      if (rect.left < -slack || rect.right > window.innerWidth + slack) {
        findings.push(`${label} runs off the screen (${Math.round(rect.left)}–${Math.round(rect.right)})`);
      }
      // An amount is never drawn across its card: the card (a list item or a bordered box) contains it.
      const card = element.closest('li, article, td, [class*="rounded-xl"]');
      if (card) {
        const outer = card.getBoundingClientRect();
        if (rect.left < outer.left - slack || rect.right > outer.right + slack) {
          findings.push(`${label} overflows its card (${card.tagName})`);
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + slack) {
      findings.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    }
    const rows = document.querySelectorAll(
      'section[aria-label="Resumen"] > ul, section[aria-label="Totales del período"], section[aria-label="Resumen de gastos"] > div',
    );
    for (const row of Array.from(rows)) {
      const cards = Array.from(row.children).map((child) => child.getBoundingClientRect());
      cards.forEach((a, i) =>
        cards.slice(i + 1).forEach((b, j) => {
          const apart =
            a.right <= b.left + slack ||
            b.right <= a.left + slack ||
            a.bottom <= b.top + slack ||
            b.bottom <= a.top + slack;
          if (!apart) findings.push(`cards ${i + 1} and ${i + j + 2} of a summary row overlap`);
        }),
      );
    }
    return findings;
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px in VES mode, every amount of 12+ digits fits and no card overlaps another`, async ({
    browser,
  }) => {
    const context = await newShopContext(browser, { width, height: 900 });
    const page = await context.newPage();
    await openShop(page);
    try {
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByText(screen.ready).first()).toBeVisible();
        // The figures have arrived in bolívares (the rate and the data are both loaded).
        const figures = 'atSaleRate' in screen ? ANY_BS : TWELVE_DIGITS_IN_BS;
        await expect(page.getByText(figures).filter({ visible: true }).first()).toBeVisible();
        await expect(page.getByText('Cargando...')).toHaveCount(0);
        expect(await findCutAmounts(page), `${screen.path} at ${width} px`).toEqual([]);
        if (screen.path === '/dashboard') {
          // The cart (its bar on a phone, its panel on a laptop) with two lots: Bs. 100.000.912.670,24.
          const add = page.getByRole('button', { name: /Agregar al Carrito/ }).first();
          await add.click();
          await add.click();
          await expect(page.getByText('Bs. 100.000.912.670,24').first()).toBeVisible();
          expect(await findCutAmounts(page), `the cart at ${width} px`).toEqual([]);
        }
        if (screen.path === '/dashboard/sales') {
          await page
            .getByRole('button', { name: /Ver detalles/ })
            .first()
            .click();
          const details = page.getByRole('dialog');
          await expect(details.getByText(ANY_BS).filter({ visible: true }).first()).toBeVisible();
          expect(await findCutAmounts(page), `a sale's details at ${width} px`).toEqual([]);
          await page.keyboard.press('Escape');
        }
      }
    } finally {
      await context.close();
    }
  });
}

test('the statistics add up in bolívares and say how much was sold without a known cost', async ({
  browser,
}) => {
  const context = await newShopContext(browser, { width: 1280, height: 900 });
  const page = await context.newPage();
  await openShop(page);
  await page.goto('/dashboard/analytics');
  const cards = page.getByRole('region', { name: 'Totales del período' });
  // Revenue 2 × 82,235.30 + 40,500.37 = 204,970.97; cost 2 × 50,000.22 + 25,000.11 = 125,000.55; profit =
  // their difference; 2,469.12 of it has no known cost.
  await expect(cards).toContainText('Bs. 253.050.577.944,15'); // 204,970.97 × 1,234,567.89
  await expect(cards).toContainText('Bs. 154.321.665.262,34'); // 125,000.55 × 1,234,567.89
  await expect(cards).toContainText('Bs. 98.728.912.681,81'); // 79,970.42 × 1,234,567.89
  await expect(cards).toContainText('1.2% de lo vendido sin costo conocido');
  await expect(cards).toContainText('IGTF cobradoBs. 1.524.148.134,28'); // 1,234.56 × 1,234,567.89, today's rate
  // The chart's axis is in bolívares too: compact Spanish figures with their prefix.
  const ticks = page.locator('figure svg text');
  await expect(ticks.filter({ hasText: /^Bs\. [\d,]+ mil M$/ }).first()).toBeVisible();
  await expect(ticks.filter({ hasText: '$' })).toHaveCount(0);
  await context.close();
});
