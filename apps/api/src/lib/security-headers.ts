import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A year: what HSTS preload lists and Mozilla's guidelines ask for. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

export interface TSecurityHeadersOptions {
  /** The app's public address (env APP_URL): HSTS and upgrade-insecure-requests only when it is https. */
  appUrl: string;
  /** 'sha256-…' of each inline <script> of the SPA's index.html (web-app.ts), the only inline code allowed. */
  inlineScriptHashes: string[];
}

/**
 * The Content-Security-Policy of every answer (design §16). Scripts: the app's own files and the hashes of
 * index.html's inline script (Vite's route preload), nothing else — no 'unsafe-inline', no eval. Styles allow
 * inline because react-hot-toast (goober) writes its CSS into a <style> element at run time; a nonce would mean
 * rendering index.html per request (docs/security.md, "Security headers"). Nothing may frame the app.
 */
export function contentSecurityPolicy(options: TSecurityHeadersOptions): Record<string, string[]> {
  const isHttps = new URL(options.appUrl).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * What helmet (the library behind @fastify/helmet) sets for these options. Every header it sets here is the same
 * for every answer (no nonces), so it runs once, at start, against a response that only records its headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** What a JSON answer of the API needs of them: it is data, never rendered as a page (nosniff makes sure). */
const DATA_ANSWER_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** The API's JSON answers; its docs page is a page like the SPA's. */
const isDataAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * helmet's headers: on the pages (the SPA, its files, the API docs) all of them — the CSP above, X-Frame-Options
 * DENY, HSTS only behind https —; on the API's JSON answers the few that mean something for data. Not through
 * @fastify/helmet, which runs helmet's dozen header middlewares again on every request — the same values each
 * time, at a cost the product list's benchmark ratio shows (docs/performance.md) —, but set from objects
 * computed at start.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: TSecurityHeadersOptions): void {
  const isHttps = new URL(options.appUrl).protocol === 'https:';
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // An app reached over plain http (a shop's LAN, the tests) must not be pinned to https it does not have.
    strictTransportSecurity: isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  const dataHeaders = Object.fromEntries(
    Object.entries(pageHeaders).filter(([name]) => DATA_ANSWER_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isDataAnswer(request.url) ? dataHeaders : pageHeaders);
    done();
  });
}
