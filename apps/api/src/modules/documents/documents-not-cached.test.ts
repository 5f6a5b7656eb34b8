import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { seedClient } from '../../../test/seed-catalog';
import { sellViaApi } from '../../../test/sell';
import { sellOnTuesdayAt } from '../../../test/tuesday-rate';

// A document is one shop's sales and clients, and a public receipt must stop opening once its link is revoked:
// no browser, proxy or shared phone may keep a copy of any of them.

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sellOnTuesdayAt(ctx, 250);
});
afterAll(() => ctx.close());

describe('Cache-Control of the documents', () => {
  it('is no-store on every receipt, statement and till report, as data and as PDF, and on a refused link', async () => {
    const seller = await seedUser(ctx);
    const admin = await seedUser(ctx, { role: 'ADMIN', country: null });
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/cash-sessions',
      headers: seller.headers,
      payload: { openingFloat: { USD: 20 } },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const tillId = opened.json<{ data: { id: string } }>().data.id;
    const client = await seedClient(ctx, seller.user.id, { name: 'Luisa Mora' });
    const sale = await sellViaApi(ctx, seller, {
      items: [{ name: 'Harina PAN', quantity: 2, price: 5 }],
      status: 'PENDING',
      clientId: client.id,
    });
    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${sale.id}/receipt-link`,
      headers: seller.headers,
    });
    const token = /\/r\/([\w-]+)$/.exec(shared.json<{ data: { url: string } }>().data.url)?.[1];

    const documents: [string, Record<string, string>, number][] = [
      [`/api/sales/${sale.id}/receipt`, seller.headers, 200],
      [`/api/sales/${sale.id}/receipt.pdf`, seller.headers, 200],
      [`/api/admin/sales/${sale.id}/receipt`, admin.headers, 200],
      [`/api/public/receipts/${token}`, {}, 200],
      [`/api/public/receipts/${token}/receipt.pdf?paper=58`, {}, 200],
      [`/api/clients/${client.id}/statement`, seller.headers, 200],
      [`/api/clients/${client.id}/statement.pdf`, seller.headers, 200],
      [`/api/cash-sessions/${tillId}/report.pdf?paper=80`, seller.headers, 200],
      // A link that opens nothing must not be remembered either: the next try asks the server again.
      [`/api/public/receipts/${'A'.repeat(43)}`, {}, 404],
    ];
    for (const [url, headers, status] of documents) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
