// Design §12: a receipt and a Z report printed from a 360 px phone on a 58 mm thermal roll. The page is as long
// as the document — not an A4's 297 mm, which fed some 21 cm of blank roll after every receipt — and nothing
// prints as a dark band, even with the browser's "background graphics" on (the seller's dark theme filled the
// page). Chromium prints to PDF with the page's CSS size, as its print dialog does.
import { expect, test, type Page } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { readPdfPaint } from '../../support/pdf-text';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
const MM_TO_PT = 72 / 25.4;
const MM_TO_PX = 96 / 25.4;
/** The roll's margins top and bottom (components/print/print-styles.tsx): 2 mm each. */
const ROLL_MARGINS_MM = 4;
const PRODUCT = 'Harina PAN 1 kg';

let seller: TSeller;
let saleId: string;
let sessionId: string;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request);
  const headers = { authorization: `Bearer ${seller.token}` };
  const settings = await request.put('/api/users/settings', {
    headers,
    data: {
      businessName: 'Bodega La Esquina',
      address: 'Av. Bolívar, Valencia',
      receiptFooter: '¡Gracias por su compra!',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const till = await createViaApi<{ id: string }>(request, seller, '/api/cash-sessions', {
    openingFloat: { USD: 20 },
  });
  sessionId = till.id;
  const sale = await createViaApi<{ id: string }>(request, seller, '/api/sales', {
    items: [
      { name: PRODUCT, quantity: 2, price: 1.35 },
      { name: 'Queso blanco duro 500 g', quantity: 1, price: 3.2 },
    ],
    status: 'PAID',
    paymentMethod: 'CASH',
  });
  saleId = sale.id;
  const open = await request.get(`/api/cash-sessions/${sessionId}`, { headers });
  const { lines } = (
    (await open.json()) as {
      data: { lines: { method: string; currency: string; expected: number }[] };
    }
  ).data;
  const closed = await request.post(`/api/cash-sessions/${sessionId}/close`, {
    headers,
    data: {
      counted: lines.map(({ method, currency, expected }) => ({ method, currency, amount: expected })),
    },
  });
  expect(closed.status(), await closed.text()).toBe(200);
});

/**
 * Prints the screen's document on 58 mm as Chromium's print dialog would (the page's CSS size, backgrounds
 * printed as with "background graphics" on), with the length the document takes printed at the roll's width.
 */
async function printOnTheRoll(page: Page) {
  await page.getByLabel('Tamaño del papel').selectOption({ label: 'Rollo 58 mm' });
  // The document laid out for print at the roll's printable width (58 mm less 2 mm each side), measured.
  await page.setViewportSize({ width: Math.floor((58 - 4) * MM_TO_PX), height: 1000 });
  await page.emulateMedia({ media: 'print' });
  const documentMm = await page.evaluate(
    () => (document.querySelector('[data-print-root]')?.getBoundingClientRect().height ?? 0) * (25.4 / 96),
  );
  const pdf = await readPdfPaint(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(PHONE);
  expect(documentMm).toBeGreaterThan(40);
  return { documentMm, pdf };
}

function expectOneRollPage({ documentMm, pdf }: Awaited<ReturnType<typeof printOnTheRoll>>) {
  expect(pdf.pages).toHaveLength(1);
  const [page] = pdf.pages;
  expect(page?.width).toBeCloseTo(58 * MM_TO_PT, 0);
  // As long as the document and its margins, with a few millimetres to spare: not 297 mm.
  const lengthMm = (page?.height ?? 0) / MM_TO_PT;
  expect(lengthMm).toBeGreaterThanOrEqual(documentMm + ROLL_MARGINS_MM);
  expect(lengthMm).toBeLessThan(documentMm + ROLL_MARGINS_MM + 10);
  // No filled area darker than mid-grey wider than a quarter of the roll: no band, no dark page.
  expect(page?.darkFills.filter((fill) => fill.width > (58 * MM_TO_PT) / 4 && fill.height > 1)).toEqual([]);
}

test('a receipt and a Z report printed on a 58 mm roll are as long as they are, with no dark band', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto(`/dashboard/sales/${saleId}/recibo`);
    await expect(page.getByRole('article', { name: 'Recibo' })).toContainText('Documento no fiscal');
    // The seller's screens are dark: what prints must not be.
    await expect(page.locator('html.dark')).toHaveCount(1);
    const receipt = await printOnTheRoll(page);
    expectOneRollPage(receipt);

    await page.goto(`/dashboard/caja/${sessionId}`);
    await expect(page.getByRole('article', { name: 'Reporte Z' })).toContainText('Documento no fiscal');
    await expect(page.getByLabel('Tamaño del papel').locator('option')).toHaveText([
      'Rollo 58 mm',
      'Rollo 80 mm',
      'Hoja A4 / carta',
    ]);
    expectOneRollPage(await printOnTheRoll(page));
  } finally {
    await context.close();
  }
});
