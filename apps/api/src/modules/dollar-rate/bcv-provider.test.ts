import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBcvProvider } from './bcv-provider';
import { BCV_FIXTURE, refusedUrl, startBcvStub, type TBcvStub } from './bcv-stub-server';

let stub: TBcvStub;
beforeAll(async () => {
  stub = await startBcvStub();
});
afterAll(() => stub.close());

describe('createBcvProvider', () => {
  it('reads the rate and the Fecha Valor from the page at the URL', async () => {
    stub.respond = { status: 200, body: BCV_FIXTURE };
    await expect(createBcvProvider({ url: stub.url })()).resolves.toEqual({
      rate: 36.5731,
      validFor: '2024-03-18',
      eur: 39.7895,
    });
  });

  it('fails on an HTTP error, a refused connection, a garbage page and a hanging source', async () => {
    stub.respond = { status: 500, body: 'Internal Server Error' };
    await expect(createBcvProvider({ url: stub.url })()).rejects.toThrow(/500/);
    await expect(createBcvProvider({ url: await refusedUrl() })()).rejects.toThrow(/No se pudo leer/);
    stub.respond = { status: 200, body: '<html><body>Mantenimiento</body></html>' };
    await expect(createBcvProvider({ url: stub.url })()).rejects.toThrow(/#dolar/);
    stub.respond = { status: 200, body: BCV_FIXTURE, delayMs: 2_000 };
    const started = Date.now();
    await expect(createBcvProvider({ url: stub.url, timeoutMs: 200 })()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('follows a redirect (http → the real page)', async () => {
    const target = await startBcvStub();
    const redirecting = http.createServer((_request, response) => {
      response.writeHead(301, { location: target.url });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    try {
      await expect(createBcvProvider({ url: `http://127.0.0.1:${port}/` })()).resolves.toMatchObject({
        rate: 36.5731,
      });
    } finally {
      redirecting.close();
      await target.close();
    }
  });
});

/**
 * The BCV has served an incomplete certificate chain (design §7): the configured extra CA must make such a
 * server trusted, and without it the certificate check must still fail — verification is never turned off.
 */
describe('https with DOLLAR_RATE_CA_FILE', () => {
  let dir: string;
  let server: https.Server;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bcv-ca-'));
    const file = (name: string) => path.join(dir, name);
    const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Test BCV CA',
      '-keyout',
      file('ca.key'),
      '-out',
      file('ca.pem'),
    );
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      file('leaf.key'),
      '-out',
      file('leaf.csr'),
    );
    writeFileSync(file('leaf.ext'), 'subjectAltName=IP:127.0.0.1\n');
    openssl(
      'x509',
      '-req',
      '-in',
      file('leaf.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      file('leaf.ext'),
      '-out',
      file('leaf.pem'),
    );
    server = https.createServer(
      { key: readFileSync(file('leaf.key')), cert: readFileSync(file('leaf.pem')) },
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(BCV_FIXTURE);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('trusts the extra CA for the BCV host', async () => {
    const read = createBcvProvider({ url, caFile: path.join(dir, 'ca.pem') });
    await expect(read()).resolves.toMatchObject({ rate: 36.5731 });
  });

  it('still rejects the certificate without it', async () => {
    await expect(createBcvProvider({ url })()).rejects.toThrow(/certificate/i);
  });
});
