/**
 * Test helper: a local HTTP server on 127.0.0.1 that plays the BCV home page, so no test reaches the internet.
 * Kept beside the module (not under test/) because the provider and route tests share it.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const BCV_FIXTURE = readFileSync(
  path.resolve(import.meta.dirname, '../../../test/fixtures/bcv-home.html'),
  'utf8',
);

/** The fixture with another rate in the #dolar block (e.g. '1.234,56'). */
export function bcvPageWithRate(rateText: string, html: string = BCV_FIXTURE): string {
  return html.replace('<strong> 36,57310000 </strong>', `<strong> ${rateText} </strong>`);
}

/** The fixture with another rate and another Fecha Valor (YYYY-MM-DD, a Caracas day). */
export function bcvPageFor(rateText: string, validFor: string, eurText?: string): string {
  const page = bcvPageWithRate(rateText).replace(
    'content="2024-03-18T00:00:00-04:00"',
    `content="${validFor}T00:00:00-04:00"`,
  );
  // Without a euro the page has no #euro block, and the dollar's tests read the dollar alone.
  return eurText === undefined
    ? page.replace('id="euro"', 'id="sin-euro"')
    : page.replace('<strong> 39,78950000 </strong>', `<strong> ${eurText} </strong>`);
}

export type TBcvStub = {
  url: string;
  /** Requests received so far. */
  requests: number;
  /** What the next requests get: a page, or an HTTP status with a body. */
  respond: { status: number; body: string; delayMs?: number };
  close: () => Promise<void>;
};

export async function startBcvStub(body: string = BCV_FIXTURE): Promise<TBcvStub> {
  const server = http.createServer((request, response) => {
    stub.requests += 1;
    const { status, body: page, delayMs = 0 } = stub.respond;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: TBcvStub = {
    url: `http://127.0.0.1:${port}/`,
    requests: 0,
    respond: { status: 200, body },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}

/** A URL on which nothing listens: connecting is refused at once. */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}
