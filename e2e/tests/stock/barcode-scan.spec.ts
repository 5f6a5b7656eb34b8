// Design §13: selling by scanning with the phone's camera, on a 360 px phone. Chromium's fake camera
// shows an EAN-13 label (drawn for this test, support/fake-camera-video.ts); headless Chromium on Linux has no
// BarcodeDetector, so the web app reads it with ZXing. The product lands in the cart, a keyboard-like scanner
// adds one more through the search box, and both are sold.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { createSeller, signIn, type TSeller } from '../../support/accounts';
import { newShopContext } from '../../support/contexts';
import { CHROMIUM_PATH } from '../../support/e2e-env';
import { writeBarcodeVideo } from '../../support/fake-camera-video';
import { createViaApi } from '../../support/seller-api';

const PHONE = { width: 360, height: 740 };
// A real EAN-13 must end in its check digit: 759 (Venezuela) … 4. A label with a wrong one cannot be drawn,
// and a scanner would refuse it.
const BARCODE = '7591234567894';
const HARINA = 'Harina PAN blanca 1 kg';

let seller: TSeller;
let browser: Browser;
let videoDir: string;

test.beforeAll(async ({ request }) => {
  seller = await createSeller(request, { country: 'CO' });
  await createViaApi(request, seller, '/api/products', {
    name: HARINA,
    sku: `HAR-${Date.now().toString(36)}`,
    price: 1.5,
    cost: 1,
    quantity: 10,
    barcode: BARCODE,
  });

  // The camera is given when the browser starts, so this file launches its own.
  videoDir = mkdtempSync(path.join(tmpdir(), 'cuadre-camera-'));
  const video = path.join(videoDir, 'ean13.y4m');
  await writeBarcodeVideo(video, 'ean13', BARCODE);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // Answers the camera question with "allow", and films the label instead of a real camera.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

test('scan a label with the camera into the cart, and sell it', async ({ request }) => {
  const context = await newShopContext(browser, PHONE);
  const page = await context.newPage();
  await signIn(page, seller);
  const zxingDownloads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/zxing-decoder-')) zxingDownloads.push(sent.url());
  });
  await page.goto('/dashboard');
  // Nothing of ZXing with the page: it comes with the camera.
  await expect(page.getByRole('heading', { level: 1, name: 'Principal' })).toBeVisible();
  expect(zxingDownloads).toEqual([]);

  const cart = page.getByRole('region', { name: 'Carrito de Compras' });
  await cart.getByRole('button', { name: 'Escanear código' }).click();
  const scanner = page.getByRole('dialog', { name: 'Escanear código' });
  await expect(scanner.getByLabel('Vista de la cámara')).toBeVisible();
  // ZXing downloads when the camera opens, then reads the label off the video.
  await expect(scanner.getByRole('status').filter({ hasText: `Agregado: ${HARINA}` })).toBeVisible({
    timeout: 20_000,
  });
  // Which reader read it: ZXing unless this Chromium has a BarcodeDetector that reads EAN-13.
  const hasNativeDetector = await page.evaluate(async () => {
    const detector: unknown = Reflect.get(window, 'BarcodeDetector');
    if (typeof detector !== 'function') return false;
    const formats = await (detector as unknown as { getSupportedFormats: () => Promise<string[]> })
      .getSupportedFormats()
      .catch((): string[] => []);
    return formats.includes('ean_13');
  });
  expect(zxingDownloads.length > 0).toBe(!hasNativeDetector);
  // The label stays in front of the camera: still one unit.
  await page.waitForTimeout(1000);
  await scanner.getByRole('button', { name: 'Listo' }).click();
  await expect(scanner).toBeHidden();
  // The camera is off: no video left on the page.
  await expect(page.locator('video')).toHaveCount(0);

  const quantity = cart.getByRole('spinbutton', { name: `Cantidad de ${HARINA}` });
  await expect(quantity).toHaveValue('1');

  // A keyboard-like scanner (USB or Bluetooth) types the code into the search box and presses Enter.
  const search = cart.getByRole('searchbox', { name: 'Buscar o escanear producto' });
  await search.pressSequentially(BARCODE);
  await search.press('Enter');
  await expect(
    cart.getByRole('status').filter({ hasText: `Agregado: ${HARINA} · 2 en el carrito` }),
  ).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(quantity).toHaveValue('2');

  await cart.getByRole('button', { name: 'Realizar Venta' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Venta' });
  await expect(confirm).toContainText(HARINA);
  await confirm.getByRole('button', { name: 'Confirmar Venta' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Venta creada con éxito!' })).toBeVisible();

  const found = await request.get(`/api/products?barcode=${BARCODE}`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  const [product] = ((await found.json()) as { data: { name: string; quantity: number }[] }).data;
  expect(product).toMatchObject({ name: HARINA, quantity: 8 });
  await context.close();
});
