import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { BCV_RATE_SANE_MAX, BCV_RATE_SANE_MIN, parseBcvPage, type TBcvReading } from './bcv-page';

/** Far longer than the BCV takes to answer: past this a request is hanging, and the last reading is served. */
export const BCV_FETCH_TIMEOUT_MS = 10_000;
/** Far larger than the BCV's home page: anything bigger is not the page we expect. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export type TBcvProviderOptions = {
  url: string;
  /** PEM file with extra CA certificate(s) — the intermediate the BCV's server fails to send (design §7). */
  caFile?: string;
  timeoutMs?: number;
};

export type TFetchReading = () => Promise<TBcvReading>;

export class BcvFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BcvFetchError';
  }
}

/**
 * An https agent that trusts the default roots plus the configured extra CA. It is used only for requests to
 * the BCV URL's host; certificate checks stay on (rejectUnauthorized is never touched).
 */
function agentFor(caFile: string | undefined): https.Agent | undefined {
  if (!caFile) return undefined;
  const extra = readFileSync(caFile, 'utf8');
  return new https.Agent({ ca: [...rootCertificates, extra], keepAlive: false });
}

function getPage(
  url: URL,
  options: {
    agent: https.Agent | undefined;
    trustedHost: string;
    signal: AbortSignal;
    redirects: number;
    accept?: string;
  },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const isHttps = url.protocol === 'https:';
    if (!isHttps && url.protocol !== 'http:') {
      reject(new BcvFetchError(`Protocolo no soportado: ${url.protocol}`));
      return;
    }
    const client = isHttps ? https : http;
    const request = client.get(
      url,
      {
        // The extra CA is for the BCV's host only: a redirect elsewhere uses the default roots.
        agent: isHttps && url.host === options.trustedHost ? options.agent : undefined,
        signal: options.signal,
        headers: { accept: options.accept ?? 'text/html', 'user-agent': 'Cuadre/1.0 (+dollar-rate)' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          if (options.redirects >= MAX_REDIRECTS) {
            reject(new BcvFetchError('Demasiadas redirecciones'));
            return;
          }
          getPage(new URL(location, url), { ...options, redirects: options.redirects + 1 }).then(
            resolve,
            reject,
          );
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new BcvFetchError(`La fuente respondió ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_PAGE_BYTES) {
            request.destroy(new BcvFetchError('Página demasiado grande'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
        // A connection cut mid-body (or the timeout) closes the response without 'end'.
        response.on('close', () => {
          if (!response.complete) reject(new BcvFetchError('La fuente cortó la respuesta'));
        });
      },
    );
    request.on('error', (error) =>
      reject(new BcvFetchError(`No se pudo leer la fuente: ${error.message}`, { cause: error })),
    );
  });
}

/** Reads the BCV page at `url` and returns its reading; throws on a network failure or an unreadable page. */
export function createBcvProvider(options: TBcvProviderOptions): TFetchReading {
  const url = new URL(options.url);
  // Read once at start-up: a missing CA file is a configuration error worth failing loudly on.
  const agent = agentFor(options.caFile);
  const timeoutMs = options.timeoutMs ?? BCV_FETCH_TIMEOUT_MS;
  return async () => {
    const html = await getPage(url, {
      agent,
      trustedHost: url.host,
      signal: AbortSignal.timeout(timeoutMs),
      redirects: 0,
    });
    return parseBcvPage(html);
  };
}

type TJsonObject = Record<string, unknown>;

const isJsonObject = (value: unknown): value is TJsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The official rate in a DolarApi-shaped answer: the object itself (`/v1/dolares/oficial`), or the entry whose
 * `fuente` is `oficial` in the list (`/v1/dolares`). An object that names another `fuente` (the parallel market)
 * is not the BCV's rate.
 */
function officialEntry(json: unknown): TJsonObject | null {
  if (Array.isArray(json)) {
    const entries: unknown[] = json;
    for (const entry of entries) if (isJsonObject(entry) && entry.fuente === 'oficial') return entry;
    return null;
  }
  if (!isJsonObject(json)) return null;
  return json.fuente === undefined || json.fuente === 'oficial' ? json : null;
}

/**
 * Reads DOLLAR_RATE_FALLBACK_URL, a JSON source shaped like DolarApi's (`{ promedio, fechaActualizacion }`, or
 * the list with one such entry per `fuente`), used when the BCV page fails (design §7). It gives no Fecha Valor:
 * `fechaActualizacion` is when the source read the BCV, the instant the refresher dates it from. A body without
 * a sane `promedio` is an error.
 */
export function createFallbackProvider(options: { url: string; timeoutMs?: number }): TFetchReading {
  const url = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? BCV_FETCH_TIMEOUT_MS;
  return async () => {
    const body = await getPage(url, {
      agent: undefined,
      trustedHost: url.host,
      signal: AbortSignal.timeout(timeoutMs),
      redirects: 0,
      accept: 'application/json',
    });
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new BcvFetchError('La fuente alternativa no respondió JSON');
    }
    const entry = officialEntry(json);
    if (!entry) throw new BcvFetchError('La fuente alternativa no trae la tasa oficial');
    const { promedio, fechaActualizacion } = entry;
    if (
      typeof promedio !== 'number' ||
      !Number.isFinite(promedio) ||
      promedio <= BCV_RATE_SANE_MIN ||
      promedio >= BCV_RATE_SANE_MAX
    ) {
      throw new BcvFetchError('La fuente alternativa no trae una tasa válida');
    }
    const readAt = typeof fechaActualizacion === 'string' ? new Date(fechaActualizacion) : null;
    return readAt && !Number.isNaN(readAt.getTime())
      ? { rate: promedio, validFor: null, readAt }
      : { rate: promedio, validFor: null };
  };
}
