import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { popplerFonts, popplerText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';

// Any name prints: a product, a client or a shop named in Polish, Greek or Russian, with a bitcoin sign, an emoji
// and Chinese, on a receipt and a statement. The font is embedded (a viewer or printer without it draws the
// same), the letters come back as text (copy, search), and what the font lacks is one visible mark, not another
// letter. Read with poppler's pdffonts and pdftotext, as a reader's tools would.

const NAME = 'Té verde 🍵 Łódź ₿ 中文 Ωμέγα Жёлтый';
// The emoji and each Chinese character are one □ each; every other letter prints as typed.
const PRINTED = 'Té verde □ Łódź ₿ □□ Ωμέγα Жёлтый';
const WORDS = ['Té verde', 'Łódź', '₿', 'Ωμέγα', 'Жёлтый'];
// What Helvetica's WinAnsi made of them: another letter instead of each.
const WRONG_LETTERS = ['Ø', '6Az', '‡'];

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function shopNamed(name: string): Promise<TSeededUser> {
  const seller = await seedUser(ctx, { country: 'VE' });
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: seller.headers,
    payload: { businessName: name },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return seller;
}

async function download(seller: TSeededUser, url: string): Promise<Buffer> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: seller.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

/** Every font of the PDF is carried in it with its Unicode map, and its text reads back as printed. */
async function expectEveryNamePrinted(pdf: Buffer, paper: string) {
  const fonts = await popplerFonts(pdf);
  expect(fonts.length, paper).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font, paper).toMatchObject({ isEmbedded: true, hasUnicodeMap: true });
  }
  const text = await popplerText(pdf);
  for (const word of WORDS) expect(text, `${paper}: ${word}`).toContain(word);
  for (const wrong of WRONG_LETTERS) expect(text, paper).not.toContain(wrong);
  // On A4 nothing wraps: the name reads back whole, its emoji and Chinese as one mark each.
  if (paper === 'a4') expect(text).toContain(PRINTED);
  return text;
}

describe('a name in any script on a PDF', () => {
  it('prints on the receipt: the shop, the client and the product, on every paper', async () => {
    const seller = await shopNamed(NAME);
    const client = await seedClient(ctx, seller.user.id, { name: NAME });
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: NAME, quantity: 1, price: 2.5 }],
      status: 'PAID',
      clientId: client.id,
    });
    for (const paper of ['58', '80', 'a4']) {
      const text = await expectEveryNamePrinted(
        await download(seller, `/api/sales/${sale.id}/receipt.pdf?paper=${paper}`),
        paper,
      );
      expect(text).toContain('Nota de entrega');
      expect(text).toContain('$2.50');
    }
  });

  it('prints on the client’s statement, on every paper', async () => {
    const seller = await shopNamed('Bodega La Esquina');
    const client = await seedClient(ctx, seller.user.id, { name: NAME });
    await sellViaApi(ctx, seller, {
      items: [{ name: 'Pan', quantity: 1, price: 4 }],
      status: 'PENDING',
      clientId: client.id,
    });
    for (const paper of ['58', '80', 'a4']) {
      const text = await expectEveryNamePrinted(
        await download(seller, `/api/clients/${client.id}/statement.pdf?paper=${paper}`),
        paper,
      );
      expect(text).toContain('Estado de cuenta');
      expect(text).toContain('Bodega La Esquina');
    }
  });
});
