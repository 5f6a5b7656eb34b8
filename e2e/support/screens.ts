// The screen walk's checks ("every screen in a real browser"): what a person would notice on each
// screen — its title, nothing sticking out sideways, no console errors — plus an axe-core audit and a
// full-page screenshot kept as a CI artifact under e2e/screenshots/<width>/<name>.png.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TCountry } from '@cuadre/shared/users/schemas';
import {
  adminSession,
  createSeller,
  strongPassword,
  uniqueEmail,
  type TSeller,
  type TSession,
} from './accounts';
import { E2E_TMP_DIR } from './e2e-env';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.resolve(here, '../screenshots');

/** The two widths of the brief: a common Android phone and a laptop. */
export const SCREEN_WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

// axe-core's own types, through the builder (axe-core is its dependency, not ours).
type RunOptions = Parameters<AxeBuilder['options']>[0];
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The WCAG 2.1 A and AA rules; axe's best-practice rules are advice, not the bar. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Collects what the page logs as an error (console.error and uncaught exceptions) so each screen can assert
 * none appeared while it was shown. `take()` answers the errors since the last call and starts again.
 */
export function watchConsole(page: Page): { take: () => string[] } {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/** Below this width a screen is used with a thumb, and its tap targets are audited. */
export const PHONE_MAX_WIDTH = 639;

/** The smallest tap target a thumb hits reliably, as WCAG 2.5.5 (Target Size, enhanced) asks. */
export const MIN_TAP_TARGET_PX = 44;

/**
 * axe's target-size rule (off by default) at 44 px instead of its 24 px minimum. Its spacing check keeps
 * the same scale: a smaller target passes only when no other target lies within 44 px of its centre,
 * so a thumb that misses it meets nothing else. axe's types list no run option `checks`, which it reads.
 */
export const TAP_TARGET_AXE_OPTIONS = {
  rules: { 'target-size': { enabled: true } },
  checks: {
    'target-size': { options: { minSize: MIN_TAP_TARGET_PX } },
    'target-offset': { options: { minOffset: MIN_TAP_TARGET_PX } },
  },
} as RunOptions;

/** axe's findings at one line each: the rule, its impact, its help and the first elements it names. */
function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}${violation.nodes.length > 5 ? ` … ${violation.nodes.length} nodes` : ''}`,
  );
}

/**
 * The tap targets smaller than 44 × 44 px with another target too close (axe target-size only), on the whole
 * page or only inside `include` (a CSS selector).
 */
export async function smallTapTargets(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder
    .options({ ...TAP_TARGET_AXE_OPTIONS, resultTypes: ['violations'] })
    .withRules(['target-size'])
    .setLegacyMode(true)
    .analyze();
  return describeViolations(violations);
}

/**
 * Serious and critical axe findings on the whole page (frame, content and any open dialog), one line each; on
 * a phone-sized page the tap targets too (target-size at 44 px).
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const isPhone = (page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH;
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Only the violations are read, so axe need not collect every passing node.
    .options({ ...(isPhone ? TAP_TARGET_AXE_OPTIONS : {}), resultTypes: ['violations'] })
    // The app has no iframes: the legacy run skips the blank page the default mode opens to merge frame
    // results, which halves the audit's time (measured: ~0.6 s instead of ~1.4 s a screen).
    .setLegacyMode(true)
    .analyze();
  return describeViolations(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

/** The page's width against the viewport's, and the elements that stick out on the right (for the message). */
async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const culprits: string[] = [];
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit;
    // Inside a box that scrolls or clips sideways (a table's scroller) nothing widens the page.
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > window.innerWidth) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        // Only the innermost offender that its parent does not already explain.
        if (!sticksOut(element) || isClipped(element)) continue;
        if (Array.from(element.children).some(sticksOut)) continue;
        const classes =
          typeof element.className === 'string'
            ? element.className.trim().split(/\s+/).slice(0, 5).join('.')
            : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        culprits.push(`${element.tagName.toLowerCase()}.${classes} "${text}"`);
        if (culprits.length >= 5) break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
  });
}

/**
 * Buttons and links whose text does not fit their box (a label wrapping onto a second line inside a button of
 * fixed height spills out of it): what a person reads as cut or overlapping text.
 */
async function spillingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('button, a, [role="button"]'))) {
      const style = getComputedStyle(element);
      if (element.offsetParent === null && style.position !== 'fixed') continue;
      // Visually hidden on purpose (the skip link until it has focus).
      if (style.clipPath !== 'none' || style.clip !== 'auto') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `"${(element.textContent ?? '').trim().slice(0, 40)}" (${Math.round(box.width)}×${Math.round(box.height)})`,
        );
      }
    }
    return found;
  });
}

export type TScreenCheck = {
  /** File name of the screenshot, e.g. 'dashboard-products'. */
  name: string;
  /** The h1 of the screen (spec §2). */
  heading: string | RegExp;
  /** Console errors this screen is expected to log (e.g. the browser's own line about a 400 answer). */
  allowConsole?: RegExp[];
  /** false for a drawer: it is fixed to the viewport, so a full-page picture shows it cut off. */
  fullPage?: boolean;
};

/**
 * Checks the screen that is showing now: the h1, no spinner left, no horizontal overflow, 0 serious or
 * critical axe findings, no unexpected console errors; then saves the full-page screenshot. Every check runs
 * and the failures are reported together, so one run shows everything wrong with a screen.
 */
export async function checkScreen(
  page: Page,
  consoleErrors: { take: () => string[] },
  check: TScreenCheck,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: check.heading }).first()).toBeVisible();
  // Loading is over: no spinner (buttons in progress included) and no 'Cargando...' placeholder.
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
  const title = await page.title();
  expect(title, 'the document has a title').not.toBe('');

  const width = page.viewportSize()?.width ?? 0;
  const screenshotPath = path.join(SCREENSHOT_DIR, String(width), `${check.name}.png`);
  mkdirSync(path.dirname(screenshotPath), { recursive: true });
  // Before the audit, as a failing screen's picture is the first thing one wants to see; from the top, as a
  // full-page picture taken further down shows the sticky top bar in the middle of the page.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: screenshotPath,
    fullPage: check.fullPage ?? true,
    animations: 'disabled',
    caret: 'hide',
  });

  const overflow = await horizontalOverflow(page);
  expect
    .soft(
      overflow.scrollWidth,
      `${check.name} at ${width} px is ${overflow.scrollWidth} px wide; sticking out: ${overflow.culprits.join(', ')}`,
    )
    .toBeLessThanOrEqual(overflow.innerWidth);
  expect
    .soft(await spillingControls(page), `${check.name} at ${width} px: text spilling out of buttons`)
    .toEqual([]);
  expect.soft(await seriousAxeFindings(page), `${check.name} at ${width} px: axe`).toEqual([]);
  const unexpected = consoleErrors
    .take()
    .filter((line) => !(check.allowConsole ?? []).some((pattern) => pattern.test(line)));
  expect.soft(unexpected, `${check.name} at ${width} px: console errors`).toEqual([]);
}

// ── The data the screens show, created through the API once per run ─────────

export type TShop = {
  seller: TSeller;
  products: Array<{ id: string; name: string; price: number }>;
  clients: Array<{ id: string; name: string }>;
  /** A PENDING sale with a client, an initial payment, an instalment and a custom line. */
  creditSale: { id: string };
  /** An account waiting for approval (registered through /auth/register). */
  pendingUser: { id: string; email: string };
  admin: TSession;
};

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** A shop with the names and sizes a Venezuelan bodega really has: long names, low and zero stock, debt. */
const CATALOG = [
  { name: 'Harina de maíz precocida P.A.N. blanca 1kg', price: 1.6, cost: 1.1, quantity: 48 },
  { name: 'Café Fama de América molido 500g', price: 6.5, cost: 4.8, quantity: 22 },
  { name: 'Arroz Mary tipo I 1kg', price: 1.9, cost: 1.35, quantity: 9 },
  { name: 'Aceite vegetal Vatel 1L', price: 4.2, cost: 3.1, quantity: 4 },
  { name: 'Queso llanero blanco duro (por kg)', price: 7.8, cost: 5.6, quantity: 15 },
  { name: 'Azúcar refinada Montalbán 1kg', price: 1.75, cost: 1.2, quantity: 30 },
  { name: 'Mantequilla Mavesa 500g', price: 3.4, cost: 2.5, quantity: 12 },
  { name: 'Pasta larga Capri spaghetti 1kg', price: 2.1, cost: 1.5, quantity: 40 },
  { name: 'Leche en polvo completa 900g', price: 9.9, cost: 7.4, quantity: 6 },
  { name: 'Caraotas negras 500g', price: 1.45, cost: 0.95, quantity: 25 },
  { name: 'Jabón en polvo Las Llaves 900g', price: 3.85, cost: 2.7, quantity: 18 },
  { name: 'Sardinas en salsa de tomate 170g', price: 1.2, cost: 0.8, quantity: 1 },
];

/**
 * The shop of this app run, created on the first call and kept in the run's scratch folder (which start-app.ts
 * empties at every start): Playwright starts a fresh worker after a failed test, and seeding again there would
 * soon meet the API's rate limits on registration and login.
 */
export async function shopOfThisRun(request: APIRequestContext): Promise<TShop> {
  const file = path.join(E2E_TMP_DIR, 'screens-shop.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as TShop;
  const shop = await seedShop(request);
  writeFileSync(file, JSON.stringify(shop));
  return shop;
}

async function seedShop(request: APIRequestContext): Promise<TShop> {
  const suffix = Date.now().toString(36);
  const seller = await createSeller(request, { country: 'VE', name: 'Carmen' });
  const token = seller.token;

  const products: TShop['products'] = [];
  for (const [index, item] of CATALOG.entries()) {
    const created = await post<{ id: string }>(request, token, '/api/products', {
      ...item,
      sku: `BOD-${String(index + 1).padStart(3, '0')}-${suffix}`,
    });
    products.push({ id: created.id, name: item.name, price: item.price });
  }

  const clients: TShop['clients'] = [];
  for (const client of [
    {
      name: 'José Gregorio Rodríguez Hernández',
      email: 'jose.rodriguez@example.com',
      phone: '0414-555-0101',
    },
    { name: 'Ana Gutiérrez', email: 'ana.gutierrez@example.com', phone: '0424-555-0202' },
    { name: 'Bodega La Esquina C.A.', phone: '0212-555-0303' },
  ]) {
    const created = await post<{ id: string }>(request, token, '/api/clients', client);
    clients.push({ id: created.id, name: client.name });
  }

  const line = (index: number, quantity: number) => ({
    productId: products[index]!.id,
    quantity,
    price: products[index]!.price,
  });
  await post(request, token, '/api/sales', {
    items: [line(0, 6), line(2, 4)],
    status: 'PAID',
    sellerName: 'Carmen',
  });
  const creditSale = await post<{ id: string }>(request, token, '/api/sales', {
    items: [line(1, 2), line(4, 1), { name: 'Delivery a domicilio', quantity: 1, price: 2 }],
    status: 'PENDING',
    clientId: clients[0]!.id,
    initialPaymentAmount: 10,
    sellerName: 'Carmen',
  });
  await post(request, token, '/api/payments', {
    saleId: creditSale.id,
    amount: 3.5,
    method: 'TRANSFER',
    referenceNumber: '004512',
  });
  await post(request, token, '/api/sales', {
    items: [line(3, 2), line(5, 3)],
    status: 'PENDING',
    clientId: clients[1]!.id,
    paymentMethod: 'TRANSFER',
    sellerName: 'Luis',
  });
  await post(request, token, '/api/sales', {
    items: [line(7, 10), line(9, 4)],
    status: 'PAID',
    paymentMethod: 'CARD',
    clientId: clients[2]!.id,
    sellerName: 'Carmen',
  });

  const today = new Date().toISOString();
  for (const expense of [
    { description: 'Alquiler del local', amount: 180, category: 'RENT' },
    { description: 'Luz y agua', amount: 42.35, category: 'UTILITIES' },
    { description: 'Bolsas y empaques', amount: 6, category: 'SUPPLIES' },
  ]) {
    await post(request, token, '/api/expenses', { ...expense, date: today });
  }

  // A registration waiting for the admin's decision, with every optional field filled.
  const countries = await request.get('/api/countries');
  expect(countries.status()).toBe(200);
  const venezuela = ((await countries.json()) as { data: TCountry[] }).data.find(
    (country) => country.code === 'VE',
  );
  expect(venezuela, 'GET /countries lists Venezuela').toBeDefined();
  const pendingEmail = uniqueEmail('pendiente');
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'María Alejandra',
      lastname: 'Fernández Salazar',
      email: pendingEmail,
      password: strongPassword(),
      businessName: 'Abasto Doña María',
      phone: '0416-555-0404',
      city: 'Barquisimeto',
      country: venezuela,
      acceptTerms: true,
    },
  });
  expect(registered.status(), `register: ${await registered.text()}`).toBeLessThan(300);
  const admin = await adminSession(request);
  const pending = await request.get('/api/admin/users', {
    headers: { authorization: `Bearer ${admin.token}` },
    params: { status: 'PENDING', pageSize: 100 },
  });
  expect(pending.status()).toBe(200);
  const pendingUser = ((await pending.json()) as { data: Array<{ id: string; email: string }> }).data.find(
    (user) => user.email === pendingEmail,
  );
  expect(pendingUser, 'the registration is listed as PENDING').toBeDefined();

  return { seller, products, clients, creditSale, pendingUser: pendingUser!, admin };
}
