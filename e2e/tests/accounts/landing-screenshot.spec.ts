// Makes apps/web/public/dashboard-screenshot.webp, the landing page's picture of the real seller dashboard
// (spec §2 "¿Qué puedes hacer con …?"): a seeded Venezuelan seller with products, clients, sales and an
// expense, all created through the API, photographed at 1280×800 and encoded as WebP by Chromium itself.
// Skipped in normal runs; regenerate with:
//   UPDATE_LANDING_SCREENSHOT=1 E2E_PORT=3320 node scripts/e2e-isolated.mjs tests/accounts/landing-screenshot.spec.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { startBcvStub, waitForServedRate } from '../../support/bcv-stub';

const OUTPUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/web/public/dashboard-screenshot.webp',
);
// Must match DASHBOARD_SCREENSHOT in apps/web/src/features/landing/components/landing-sections.tsx.
const WIDTH = 960;
const HEIGHT = 600;
const MAX_BYTES = 60 * 1024;

async function post<T>(request: APIRequestContext, seller: TSeller, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { authorization: `Bearer ${seller.token}` }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

test.skip(!process.env.UPDATE_LANDING_SCREENSHOT, 'set UPDATE_LANDING_SCREENSHOT=1 to regenerate the image');

test('photographs the seller dashboard for the landing page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stub = await startBcvStub('36,57310000');
  try {
    const seller = await createSeller(request, { country: 'VE', name: 'Carmen' });
    await waitForServedRate(request, seller.token);
    const catalog = [
      { name: 'Harina PAN 1kg', price: 1.6, cost: 1.1, quantity: 48 },
      { name: 'Café Fama de América 500g', price: 6.5, cost: 4.8, quantity: 22 },
      { name: 'Arroz Mary 1kg', price: 1.9, cost: 1.35, quantity: 35 },
      { name: 'Aceite Vatel 1L', price: 4.2, cost: 3.1, quantity: 9 },
      { name: 'Queso blanco 1kg', price: 7.8, cost: 5.6, quantity: 4 },
      { name: 'Azúcar Montalbán 1kg', price: 1.75, cost: 1.2, quantity: 30 },
    ];
    const products: Array<{ id: string; price: number }> = [];
    for (const [index, item] of catalog.entries()) {
      const created = await post<{ id: string }>(request, seller, '/api/products', {
        ...item,
        sku: `LND-${index + 1}-${Date.now()}`,
      });
      products.push({ id: created.id, price: item.price });
    }
    const clients = [];
    for (const name of ['José Rodríguez', 'Ana Gutiérrez']) {
      clients.push(await post<{ id: string }>(request, seller, '/api/clients', { name }));
    }
    const line = (index: number, quantity: number) => ({
      productId: products[index]!.id,
      quantity,
      price: products[index]!.price,
    });
    await post(request, seller, '/api/sales', {
      items: [line(0, 6), line(2, 4)],
      status: 'PAID',
      sellerName: 'Carmen',
    });
    await post(request, seller, '/api/sales', {
      items: [line(1, 2), line(4, 1)],
      status: 'PENDING',
      clientId: clients[0]!.id,
      initialPaymentAmount: 10,
      sellerName: 'Carmen',
    });
    await post(request, seller, '/api/sales', {
      items: [line(3, 2), line(5, 3), { name: 'Delivery', quantity: 1, price: 2 }],
      status: 'PAID',
      paymentMethod: 'TRANSFER',
      referenceNumber: '004512',
      sellerName: 'Carmen',
    });
    await post(request, seller, '/api/sales', {
      items: [line(0, 10), line(1, 1)],
      status: 'PAID',
      paymentMethod: 'CARD',
      clientId: clients[1]!.id,
      sellerName: 'Carmen',
    });
    await post(request, seller, '/api/expenses', {
      description: 'Bolsas y empaques',
      amount: 6,
      category: 'SUPPLIES',
      date: new Date().toISOString(),
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, seller);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Principal' })).toBeVisible();
    await expect(page.getByText('Harina PAN 1kg').first()).toBeVisible();
    await expect(page.getByText('$76.15').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dólar BCV' })).toContainText('36,57');
    await page.waitForLoadState('networkidle');
    // No blinking caret or hover state in the picture.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const png = await page.screenshot({ type: 'png' });
    // Chromium encodes WebP through a canvas: no image tooling to install. Lower the quality until it fits.
    const webp = await page.evaluate(
      async ({ base64, width, height, maxBytes }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, width, height);
        for (let quality = 0.85; quality >= 0.4; quality -= 0.05) {
          const blob = await new Promise<Blob>((resolve) =>
            canvas.toBlob((result) => resolve(result!), 'image/webp', quality),
          );
          if (blob.size <= maxBytes || quality - 0.05 < 0.4) {
            const bytes = new Uint8Array(await blob.arrayBuffer());
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            return { base64: btoa(binary), quality, size: blob.size, type: blob.type };
          }
        }
        throw new Error('unreachable');
      },
      { base64: png.toString('base64'), width: WIDTH, height: HEIGHT, maxBytes: MAX_BYTES },
    );
    expect(webp.type).toBe('image/webp');
    expect(webp.size).toBeLessThanOrEqual(MAX_BYTES);
    writeFileSync(OUTPUT, Buffer.from(webp.base64, 'base64'));
    console.log(
      `dashboard-screenshot.webp: ${WIDTH}×${HEIGHT}, ${webp.size} bytes, quality ${webp.quality.toFixed(2)}`,
    );
  } finally {
    await stub.close();
  }
});
