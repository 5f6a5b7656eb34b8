import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { pdfText } from '../../../test/pdf-text';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { sellViaApi } from '../../../test/sell';

// Design §12 and §17: the receipt as the screens draw it, and its public read-only link — unguessable,
// the same on a second tap, opened without an account, dead once revoked.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LINK = /^http:\/\/[^/]+\/r\/([A-Za-z0-9_-]{43})$/;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, seller?: TSeededUser) {
  return ctx.app.inject({ method, url: `/api${url}`, ...(seller ? { headers: seller.headers } : {}) });
}

function textOf(blocks: TDocumentBlock[]): string {
  return blocks
    .map((block) => ('text' in block ? block.text : 'label' in block ? `${block.label} ${block.value}` : ''))
    .join('\n');
}

async function shareLink(seller: TSeededUser, saleId: string): Promise<{ url: string; token: string }> {
  const response = await call('POST', `/sales/${saleId}/receipt-link`, seller);
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json<{ data: { url: string } }>().data;
  const token = LINK.exec(url)?.[1];
  if (!token) throw new Error(`not a receipt link: ${url}`);
  return { url, token };
}

async function aSale(seller: TSeededUser) {
  return sellViaApi(ctx, seller, {
    items: [{ name: 'Harina PAN', quantity: 2, price: 1.35 }],
    status: 'PAID',
  });
}

describe('GET /api/sales/{id}/receipt', () => {
  it('answers the receipt’s number and blocks, without a link until one is shared', async () => {
    const seller = await seedUser(ctx);
    await aSale(seller);
    const sale = await aSale(seller);
    const response = await call('GET', `/sales/${sale.id}/receipt`, seller);
    expect(response.statusCode).toBe(200);
    const receipt = response.json<{
      data: { receiptNumber: string; blocks: TDocumentBlock[]; link: unknown; shareText: string };
    }>().data;
    expect(receipt.receiptNumber).toBe('000002');
    expect(receipt.link).toBeNull();
    expect(receipt.shareText).toMatch(
      /^Vendedor\d+\nNota de entrega N° 000002 · \d\d\/\d\d\/\d{4}, .+\nTotal: \$2\.70$/,
    );
    const text = textOf(receipt.blocks);
    for (const expected of [
      'Nota de entrega',
      'N° 000002',
      '2 × Harina PAN',
      'Total $2.70',
      'Documento no fiscal',
    ]) {
      expect(text).toContain(expected);
    }

    const { url } = await shareLink(seller, sale.id);
    const again = await call('GET', `/sales/${sale.id}/receipt`, seller);
    expect(again.json<{ data: { link: { url: string } } }>().data.link).toEqual({ url });
  });

  it('is a 404 for another seller’s sale, in every receipt call', async () => {
    const owner = await seedUser(ctx);
    const stranger = await seedUser(ctx);
    const sale = await aSale(owner);
    for (const [method, path] of [
      ['GET', 'receipt'],
      ['GET', 'receipt.pdf'],
      ['POST', 'receipt-link'],
      ['DELETE', 'receipt-link'],
    ] as const) {
      const response = await call(method, `/sales/${sale.id}/${path}`, stranger);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Venta no encontrada.');
    }
  });
});

describe('the public receipt link', () => {
  it('opens the receipt and its PDF with no login, for its token only', async () => {
    const seller = await seedUser(ctx);
    const sale = await aSale(seller);
    const other = await aSale(seller);
    const { token } = await shareLink(seller, sale.id);
    const { token: otherToken } = await shareLink(seller, other.id);
    expect(otherToken).not.toBe(token);

    const page = await call('GET', `/public/receipts/${token}`);
    expect(page.statusCode).toBe(200);
    const receipt = page.json<{ data: { receiptNumber: string; blocks: TDocumentBlock[] } }>().data;
    expect(receipt.receiptNumber).toBe('000001');
    expect(textOf(receipt.blocks)).toContain('Total $2.70');
    // The public answer is the receipt alone: nothing about the link, the seller's account or the sale's costs.
    expect(Object.keys(receipt).sort()).toEqual(['blocks', 'receiptNumber', 'shareText']);

    const pdf = await call('GET', `/public/receipts/${token}/receipt.pdf?paper=58`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.rawPayload)).text).toContain('000001');

    // A token of the right shape that was never handed out, and ones of the wrong shape (a link cut short or
    // mistyped): all the same "no such receipt", never a validation error that prints the token's pattern.
    for (const wrong of ['A'.repeat(43), 'corto', token.slice(0, 42), `${token}x`, 'no-es-un-token!']) {
      for (const path of [`/public/receipts/${wrong}`, `/public/receipts/${wrong}/receipt.pdf`]) {
        const answer = await call('GET', path);
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json<{ message: string }>().message, path).toBe(
          'Este recibo no existe o el vendedor desactivó el enlace.',
        );
      }
    }
  });

  it('opens nothing while its seller is suspended, exactly like a revoked link, and opens again on reactivation', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN', country: null });
    const seller = await seedUser(ctx);
    const { token } = await shareLink(seller, (await aSale(seller)).id);
    const suspension = (action: 'suspend' | 'reactivate') =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${seller.user.id}/${action}`,
        headers: admin.headers,
      });
    const unknown = await call('GET', `/public/receipts/${'A'.repeat(43)}`);
    expect((await call('GET', `/public/receipts/${token}`)).statusCode).toBe(200);

    expect((await suspension('suspend')).statusCode).toBe(200);
    for (const path of [`/public/receipts/${token}`, `/public/receipts/${token}/receipt.pdf`]) {
      const closed = await call('GET', path);
      expect(closed.statusCode, path).toBe(404);
      expect(closed.body, path).toBe(unknown.body);
    }

    expect((await suspension('reactivate')).statusCode).toBe(200);
    expect((await call('GET', `/public/receipts/${token}`)).statusCode).toBe(200);
    expect((await call('GET', `/public/receipts/${token}/receipt.pdf`)).statusCode).toBe(200);
  });

  it('hands out one link for many taps at once, and a new one only after revoking', async () => {
    const seller = await seedUser(ctx);
    const sale = await aSale(seller);
    const taps = await Promise.all(Array.from({ length: 10 }, () => shareLink(seller, sale.id)));
    expect(new Set(taps.map((tap) => tap.url)).size).toBe(1);
    const [first] = taps;
    if (!first) throw new Error('no link');

    const revoked = await call('DELETE', `/sales/${sale.id}/receipt-link`, seller);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ data: { message: string } }>().data.message).toBe(
      'Enlace desactivado: ya no abre el recibo.',
    );
    expect((await call('GET', `/public/receipts/${first.token}`)).statusCode).toBe(404);
    expect((await call('GET', `/public/receipts/${first.token}/receipt.pdf`)).statusCode).toBe(404);
    const afterRevoke = await call('GET', `/sales/${sale.id}/receipt`, seller);
    expect(afterRevoke.json<{ data: { link: unknown } }>().data.link).toBeNull();
    // Revoking twice is no error: the link is already dead.
    expect((await call('DELETE', `/sales/${sale.id}/receipt-link`, seller)).statusCode).toBe(200);

    const renewed = await shareLink(seller, sale.id);
    expect(renewed.token).not.toBe(first.token);
    expect((await call('GET', `/public/receipts/${renewed.token}`)).statusCode).toBe(200);
    expect((await call('GET', `/public/receipts/${first.token}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/sales/{id}/receipt', () => {
  it('shows the admin any seller’s receipt, and no seller the admin’s route', async () => {
    const admin = await seedUser(ctx, { role: 'ADMIN', country: null });
    const seller = await seedUser(ctx);
    const sale = await aSale(seller);
    const response = await call('GET', `/admin/sales/${sale.id}/receipt`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { receiptNumber: string } }>().data.receiptNumber).toBe('000001');
    expect((await call('GET', `/admin/sales/${sale.id}/receipt`, seller)).statusCode).toBe(403);
    expect((await call('GET', `/admin/sales/${crypto.randomUUID()}/receipt`, admin)).statusCode).toBe(404);
  });
});
