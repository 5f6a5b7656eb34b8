// Design §14: Chromium finds the app installable — its manifest (name, icons, start URL, standalone)
// and a service worker that controls the page. Lighthouse 12 no longer audits PWAs; the browser's own check is
// asked through the DevTools Protocol.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { createSeller, signIn } from '../../support/accounts';
import { E2E_BASE_URL } from '../../support/e2e-env';

test('Chromium reports no installability error on the seller’s dashboard', async ({ request }) => {
  const seller = await createSeller(request, { country: 'CO' });
  // A profile of its own: Chromium never offers to install from an incognito context, which Playwright's are.
  const profile = mkdtempSync(path.join(tmpdir(), 'cuadre-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: E2E_BASE_URL,
    viewport: { width: 360, height: 740 },
    locale: 'es-VE',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, seller);
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Installability needs the page controlled by the worker: the next load is.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
