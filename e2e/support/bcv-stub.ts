// A stand-in for the BCV home page (design §7): the e2e app reads its dollar rate from
// DOLLAR_RATE_URL = http://127.0.0.1:<E2E_PORT + 2>/, so a journey that needs a rate serves this page there.
// The page is the API tests' fixture (the real page's shape), with the rate the journey chooses.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './e2e-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = readFileSync(path.resolve(here, '../../apps/api/test/fixtures/bcv-home.html'), 'utf8');
export const BCV_STUB_PORT = E2E_PORT + 2;

export type TBcvStub = {
  /** Requests the app has made so far. */
  requests: number;
  /** Changes the rate served from now on, written the BCV's way ('36,57310000'). */
  setRate: (rateText: string) => void;
  close: () => Promise<void>;
};

export function bcvPage(rateText: string): string {
  return FIXTURE.replace('<strong> 36,57310000 </strong>', `<strong> ${rateText} </strong>`);
}

export async function startBcvStub(rateText = '36,57310000'): Promise<TBcvStub> {
  let page = bcvPage(rateText);
  const server = http.createServer((_request, response) => {
    stub.requests += 1;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  const stub: TBcvStub = {
    requests: 0,
    setRate: (next) => {
      page = bcvPage(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(BCV_STUB_PORT, '127.0.0.1', resolve);
  });
  return stub;
}

/**
 * Waits until the app serves a rate. The app reads its sources in the background (design §7: never on a
 * request), and with no reading yet it tries again every few seconds, so the stand-in started by a journey is
 * read a moment after it starts listening. Answers the rate served.
 */
export async function waitForServedRate(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(async () => (await request.get('/api/dollar-rate', { headers })).status(), {
      timeout: 20_000,
      intervals: [250, 500, 1000],
    })
    .toBe(200);
  // The rate the app serves: the stand-in's, or one an admin set in an earlier journey on this app.
  const response = await request.get('/api/dollar-rate', { headers });
  return ((await response.json()) as { data: { rate: number } }).data.rate;
}
