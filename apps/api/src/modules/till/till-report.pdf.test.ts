import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser, type TSeededUser } from '../../../test/seed';
import { sellViaApi } from '../../../test/sell';
import { pdfText } from '../../../test/pdf-text';

// The Z report as a PDF made by a real PDF library, on 80 mm paper and A4, read back as text.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function call(seller: TSeededUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: seller.headers,
    ...(payload ? { payload } : {}),
  });
}

async function closedDay(seller: TSeededUser): Promise<TCashSession> {
  const opened = await call(seller, 'POST', '/cash-sessions', { openingFloat: { USD: 20, VES: 500 } });
  const session = opened.json().data as TCashSession;
  await sellViaApi(ctx, seller, { items: [{ name: 'Harina', quantity: 2, price: 3.5 }], status: 'PAID' });
  await call(seller, 'POST', `/cash-sessions/${session.id}/movements`, {
    type: 'OUT',
    currency: 'USD',
    amount: 5,
    reason: 'Pago a proveedor',
  });
  const closed = await call(seller, 'POST', `/cash-sessions/${session.id}/close`, {
    counted: [
      { method: 'CASH', currency: 'USD', amount: 22 },
      { method: 'CASH', currency: 'VES', amount: 490 },
    ],
    notes: 'Faltan Bs. 10',
  });
  expect(closed.statusCode, closed.body).toBe(200);
  return closed.json().data as TCashSession;
}

describe('GET /api/cash-sessions/{id}/report.pdf', () => {
  it('answers the Z report as a PDF holding every line, the shortfall and the figures, at 80 mm and A4', async () => {
    const seller = await seedUser(ctx);
    const session = await closedDay(seller);
    for (const [paper, width] of [
      ['80', 226.77],
      ['a4', 595.28],
    ] as const) {
      const response = await call(seller, 'GET', `/cash-sessions/${session.id}/report.pdf?paper=${paper}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('reporte-z-');
      const pdf = await pdfText(response.rawPayload);
      expect(pdf.pages).toBe(1);
      expect(pdf.width).toBeCloseTo(width, 1);
      for (const text of [
        'Reporte Z',
        'Efectivo ($)',
        'Efectivo (Bs.)',
        'Esperado',
        '$22.00',
        'Faltante',
        '-Bs. 10,00',
        'Ingresos',
        '$7.00',
        'Salida: Pago a proveedor',
        'Notas: Faltan Bs. 10',
        'Documento no fiscal',
      ]) {
        expect(pdf.text, `${paper}: ${text}`).toContain(text);
      }
    }
  });

  it('is a 404 for another seller’s session, and a 400 for an unknown paper', async () => {
    const owner = await seedUser(ctx);
    const other = await seedUser(ctx);
    const session = await closedDay(owner);
    const foreign = await call(other, 'GET', `/cash-sessions/${session.id}/report.pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Caja no encontrada.');
    expect((await call(owner, 'GET', `/cash-sessions/${session.id}/report.pdf?paper=a3`)).statusCode).toBe(
      400,
    );
  });
});
