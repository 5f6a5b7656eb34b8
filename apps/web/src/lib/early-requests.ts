import { buildUrl, type TQueryParams } from './build-url';

/**
 * GET requests started by the entry, before the page's code has downloaded, and handed to the first call of
 * the API client that asks for the same URL with the same token (api-client.ts). On a phone's 4G the
 * dashboard's figures otherwise wait for its chunks to download and render first
 * (docs/history/performance-sessions-1-8.md, "The front end").
 */

/** An answer nobody asked for within this time is dropped rather than shown late as if it were fresh. */
const EARLY_ANSWER_TTL_MS = 10_000;

type TEarlyRequest = { response: Promise<Response>; startedAt: number };

const pending = new Map<string, TEarlyRequest>();
const keyOf = (url: string, token: string) => `${token} ${url}`;

export function startEarlyGet(path: string, params: TQueryParams | undefined, token: string): void {
  const url = buildUrl(path, params);
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // Whoever takes it handles a failure; one nobody takes must not surface as an unhandled rejection.
  response.catch(() => undefined);
  pending.set(keyOf(url, token), { response, startedAt: Date.now() });
}

/** The early answer for this URL and token, once; undefined when there is none (or it is too old). */
export function takeEarlyGet(url: string, token: string | null): Promise<Response> | undefined {
  if (!token || pending.size === 0) return undefined;
  const key = keyOf(url, token);
  const request = pending.get(key);
  if (!request) return undefined;
  pending.delete(key);
  return Date.now() - request.startedAt <= EARLY_ANSWER_TTL_MS ? request.response : undefined;
}

/** Tests start from nothing. */
export function clearEarlyGets(): void {
  pending.clear();
}
