// Design §12: a sale's receipt. At 360 px the seller sells at the cart, opens "Ver recibo" from the
// success banner, sends it by WhatsApp (which makes the public link), a customer with no account opens the link,
// and the seller revokes it. Then Chromium prints the receipt to PDF on 58 mm, 80 mm and A4: the page is the
// paper's width, nothing runs past it, and every line of the receipt is in the PDF.
import { expect, test, type Page } from '@playwright/test';
import { usdToVes } from '@cuadre/shared/money/money';
import type { TDocumentBlock, TPaper } from '@cuadre/shared/documents/schemas';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate, type TBcvStub } from '../../support/bcv-stub';
import { newShopContext } from '../../support/contexts';
import { readPdf } from '../../support/pdf-text';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
// Long on purpose: the name, the address and the footer must wrap on a 58 mm roll, never run past it.
const PRODUCT = 'Harina de maíz precocida blanca PAN 1 kg (bulto de 20 unidades)';
const SHOP = {
  businessName: 'Bodega y Charcutería La Esquina de Don Ramón',
  taxId: 'J-40123456-7',
  address: 'Av. Bolívar Norte, Centro Comercial Camoruco, local 12-B, Valencia, Carabobo',
  phone: '0414-1234567',
  receiptFooter: '¡Gracias por su compra! Cambios con factura dentro de los 7 días siguientes.',
};
const MM_TO_PX = 96 / 25.4;
const MM_TO_PT = 72 / 25.4;
/** The printable width of each paper, as the print CSS lays it out (components/print/print-styles.tsx). */
const PRINTABLE_MM: Record<TPaper, number> = { '58': 58 - 4, '80': 80 - 4, a4: 210 - 30 };
const PAGE_WIDTH_MM: Record<TPaper, number> = { '58': 58, '80': 80, a4: 210 };
const PAPER_OPTION: Record<TPaper, string> = {
  '58': 'Rollo 58 mm',
  '80': 'Rollo 80 mm',
  a4: 'Hoja A4 / carta',
};

let stub: TBcvStub;
let seller: TSeller;
/** The rate the app serves: in a full run the dollar-rate journey may have left a manual one in force. */
let rate: number;

test.beforeAll(async ({ request }) => {
  stub = await startBcvStub('36,57310000');
  seller = await createSeller(request, { country: 'VE' });
  rate = await waitForServedRate(request, seller.token);
  const settings = await request.put('/api/users/settings', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: SHOP,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await createViaApi(request, seller, '/api/products', {
    name: PRODUCT,
    sku: `RCB-${Date.now().toString(36)}`,
    price: 12.5,
    cost: 9,
    quantity: 50,
  });
});
test.afterAll(async () => {
  await stub?.close();
});

async function sellAtTheCart(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: PRODUCT })
    .getByRole('button', { name: 'Agregar al Carrito' })
    .click();
  await page.getByRole('button', { name: 'Realizar Venta' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirmar Venta' })
    .getByRole('button', { name: 'Confirmar Venta' })
    .click();
  await expect(page.getByText('¡Venta creada con éxito!')).toBeVisible();
}

test('sell, see the receipt from the banner, send it by WhatsApp, open the link logged out, revoke it', async ({
  browser,
}) => {
  const context = await newShopContext(browser, PHONE);
  // WhatsApp is outside this machine: its page answers here, so the window the share opens has an address.
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await sellAtTheCart(page);
    await page.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/[0-9a-f-]+\/recibo$/);
    const receipt = page.getByRole('article', { name: 'Recibo' });
    await expect(receipt.getByRole('heading', { name: 'Nota de entrega' })).toBeVisible();
    await expect(receipt).toContainText(SHOP.businessName);
    await expect(receipt).toContainText('RIF: J-40123456-7');
    await expect(receipt).toContainText('Total$12.50');
    // Not the stub's figure alone: in a full run the dollar-rate journey may leave a manual rate in force.
    await expect(receipt).toContainText(
      /Total en Bs\.Bs\. [\d.]+,\d{2}Tasa BCV: Bs\. [\d.]+,\d{2,8} · Fecha Valor/,
    );
    // The rate is printed with the decimals it was used with: $12.50 × the printed rate is the printed Bs. total.
    const [, bolivares = '', rate = ''] =
      /Total en Bs\.Bs\. ([\d.]+,\d{2})Tasa BCV: Bs\. ([\d.]+,\d+)/.exec(
        (await receipt.textContent()) ?? '',
      ) ?? [];
    const veNumber = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'));
    expect(usdToVes(12.5, veNumber(rate))).toBe(veNumber(bolivares));
    await expect(receipt).toContainText('Documento no fiscal');
    const number =
      (await receipt
        .getByText(/^\d{6}$/)
        .first()
        .textContent()) ?? '';

    const [whatsApp] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Compartir por WhatsApp' }).click(),
    ]);
    await expect.poll(() => whatsApp.url()).toContain('https://wa.me/?text=');
    const sent = new URL(whatsApp.url()).searchParams.get('text') ?? '';
    expect(sent).toContain(`Nota de entrega N° ${number}`);
    const link = /Ver recibo: (\S+)/.exec(sent)?.[1] ?? '';
    expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    await whatsApp.close();
    await expect(
      page.getByRole('region', { name: 'Enlace público del recibo' }).getByRole('textbox'),
    ).toHaveValue(link);
    // This app's APP_URL is 127.0.0.1: the seller is told that a customer's phone will not open the link.
    await expect(
      page.getByRole('region', { name: 'Enlace público del recibo' }).getByRole('alert'),
    ).toContainText(
      `Este enlace usa una dirección local (${new URL(link).host}): solo abre en este equipo, no en el teléfono de tu cliente.`,
    );

    // The customer, with no account and no session, opens the link.
    const customer = await newShopContext(browser, PHONE);
    const customerPage = await customer.newPage();
    const publicPath = new URL(link).pathname;
    await customerPage.goto(publicPath);
    await expect(customerPage.getByRole('article', { name: 'Recibo' })).toContainText(`N°${number}`);
    await expect(customerPage.getByRole('article', { name: 'Recibo' })).toContainText(SHOP.businessName);
    await expect(customerPage.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();

    const panel = page.getByRole('region', { name: 'Enlace público del recibo' });
    await panel.getByRole('button', { name: 'Desactivar enlace' }).click();
    await panel.getByRole('button', { name: 'Sí, desactivar' }).click();
    await expect(page.getByText('Enlace desactivado: ya no abre el recibo.')).toBeVisible();
    await expect(panel).toBeHidden();

    await customerPage.reload();
    await expect(customerPage.getByRole('alert')).toContainText(
      'Este recibo no existe o el vendedor desactivó el enlace.',
    );
    await customer.close();
  } finally {
    await context.close();
  }
});

/** Every piece of text a receipt's blocks hold, without spaces: a PDF may break a line anywhere it wraps. */
function blockTexts(blocks: TDocumentBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'row' ? [block.label, block.value] : 'text' in block ? [block.text] : [],
  );
}

test('printed to PDF on 58 mm, 80 mm and A4: the paper’s width, nothing past it, every line there', async ({
  browser,
  request,
}) => {
  const sale = await createViaApi<{ id: string }>(request, seller, '/api/sales', {
    items: [{ name: PRODUCT, quantity: 3, price: 12.5 }],
    status: 'PAID',
    payments: [
      {
        method: 'PAGO_MOVIL',
        currency: 'VES',
        amount: usdToVes(37.5, rate),
        referenceNumber: '0102-98765432101234',
      },
    ],
  });
  const answer = await request.get(`/api/sales/${sale.id}/receipt`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  const { blocks } = ((await answer.json()) as { data: { blocks: TDocumentBlock[] } }).data;
  const expected = blockTexts(blocks);
  expect(expected).toContain(SHOP.receiptFooter);

  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  try {
    await signIn(page, seller);
    await page.goto(`/dashboard/sales/${sale.id}/recibo`);
    for (const paper of ['58', '80', 'a4'] as const) {
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(PHONE);
      await page.getByLabel('Tamaño del papel').selectOption({ label: PAPER_OPTION[paper] });
      await expect(page.locator(`[data-print-root][data-paper="${paper}"]`)).toBeVisible();

      // Laid out for print at the paper's printable width: no piece of the receipt runs past it.
      await page.setViewportSize({ width: Math.floor(PRINTABLE_MM[paper] * MM_TO_PX), height: 1000 });
      await page.emulateMedia({ media: 'print' });
      const overflow = await page.evaluate(() => {
        const root = document.querySelector<HTMLElement>('[data-print-root]');
        if (!root) return ['no receipt'];
        const edge = root.getBoundingClientRect();
        const outside: string[] = [];
        if (edge.right > window.innerWidth + 1) outside.push(`receipt ${edge.right} > ${window.innerWidth}`);
        for (const element of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
          const box = element.getBoundingClientRect();
          if (
            element.scrollWidth > element.clientWidth + 1 ||
            box.right > edge.right + 1 ||
            box.left < edge.left - 1
          ) {
            outside.push(element.textContent ?? element.tagName);
          }
        }
        return outside;
      });
      expect(overflow, `overflow on ${paper}`).toEqual([]);

      const pdf = await readPdf(await page.pdf({ preferCSSPageSize: true }));
      expect(pdf.width).toBeCloseTo(PAGE_WIDTH_MM[paper] * MM_TO_PT, 0);
      const printed = pdf.pieces.join('').replace(/\s+/g, '');
      for (const text of expected) expect(printed, `${paper}: ${text}`).toContain(text.replace(/\s+/g, ''));
    }
  } finally {
    await context.close();
  }
});
