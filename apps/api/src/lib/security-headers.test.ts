import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { inlineScriptHashes } from './web-app';

/** A built SPA in miniature: index.html with an inline script (as Vite's route preload writes) and an asset. */
const PRELOAD = '(function(){document.head.dataset.preload="1"})()';
const INDEX_HTML = `<!doctype html><html lang="es"><head><meta charset="UTF-8" />
    <script>${PRELOAD}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head><body><div id="root"></div></body></html>`;
const preloadHash = `sha256-${createHash('sha256').update(PRELOAD).digest('base64')}`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

let webDistDir: string;
let plain: TTestContext;
let secure: TTestContext;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'cuadre-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'export {};\n');
  [plain, secure] = await Promise.all([
    createTestContext({ app: { webDistDir } }),
    createTestContext({ env: { APP_URL: 'https://tienda.example.com' }, app: { webDistDir } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), secure.close()]);
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('security headers (design §16)', () => {
  it('sends a CSP that no page can frame, with only the hashed inline script, on the SPA and its files', async () => {
    for (const url of ['/', '/dashboard/sales', '/assets/index-abc123.js']) {
      const response = await plain.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'", `'${preloadHash}'`]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('sends the API’s JSON answers, found or not, what data needs: no sniffing, no framing, same origin', async () => {
    for (const url of ['/api/health', '/api/no-existe']) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('hashes exactly the inline scripts of index.html, not the ones loaded from a file', () => {
    expect(inlineScriptHashes(webDistDir)).toEqual([preloadHash]);
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(path.join(webDistDir, 'no-such-build'))).toEqual([]);
  });

  it('sends HSTS and upgrade-insecure-requests only when APP_URL is https', async () => {
    const overHttp = await plain.app.inject({ method: 'GET', url: '/' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(directives(overHttp.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );

    const overHttps = await secure.app.inject({ method: 'GET', url: '/' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(overHttps.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
    const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the frame ban on the API docs page', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
