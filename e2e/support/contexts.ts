import type { Browser, BrowserContext } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';

/**
 * A browser context as a shop's phone or laptop has it: this worker's app, Spanish (Venezuela) and Caracas
 * time. A context opened by hand does not take the config's `use` options, so the journeys that open one per
 * group open it here.
 */
export function newShopContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    baseURL: E2E_BASE_URL,
  });
}
