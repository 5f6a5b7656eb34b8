import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/common/constants';
import { GENERIC_ERROR } from '@cuadre/shared/common/generic-errors';
import { useAppStore } from '@/stores/app-store';
import { buildUrl, type TQueryParams, type TQueryValue } from './build-url';
import { takeEarlyGet } from './early-requests';

/** `{ data }` — every single-object answer of the API (design.md §3). */
export type TApiResponse<T> = { data: T };

/** Every list answer of the API (design.md §3). */
export type TApiListResponse<T> = {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export { buildUrl, type TQueryParams, type TQueryValue };

export type TRequestOptions = {
  /** Query string; null, undefined and '' are left out so "no filter" never reaches the server as `?x=`. */
  params?: TQueryParams;
  /** Sent as `Idempotency-Key`; POST /sales and POST /payments honour it (design.md §3). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Resolve to the body as a Blob (a PDF to save) instead of parsed JSON; failures still read the envelope. */
  isBlob?: boolean;
  /** A manager's approval on the spot, sent as X-Approval (decision record 029). */
  approval?: string;
};

/** Status 0: the request never got an HTTP answer (offline, DNS, server down). */
export const NETWORK_ERROR_STATUS = 0;

/** A failed call, built from the API's error envelope `{ statusCode, code, message, errors? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Stable machine word from the server (`INSUFFICIENT_STOCK`…), or NETWORK_ERROR / HTTP_ERROR locally. */
  readonly code: string;
  /** Field-level messages, when the server sent them. */
  readonly errors: string[] | undefined;
  /**
   * The server's own Spanish message, if it sent one. Many spec texts read "the server message, or …":
   * `message` always holds something showable, this tells whether it came from the server.
   */
  readonly serverMessage: string | undefined;

  constructor(init: { status: number; code: string; message?: string; errors?: string[] }) {
    super(init.message || GENERIC_ERROR);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.serverMessage = init.message || undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A 401 ends the session, except where it is an ordinary answer: a failed login, and the other /auth/* calls
 * (change-password answers 401 for a wrong current password, spec §8) unless the server says the token
 * itself is bad (`UNAUTHORIZED`) or its account was suspended by an admin (`ACCOUNT_SUSPENDED`).
 */
function endsSession(path: string, code: string): boolean {
  if (path === '/auth/login') return false;
  return code === 'UNAUTHORIZED' || code === 'ACCOUNT_SUSPENDED' || !path.startsWith('/auth/');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError({ status, code: 'HTTP_ERROR' });
  const errors = Array.isArray(body.errors)
    ? body.errors.filter((item): item is string => typeof item === 'string')
    : undefined;
  return new ApiError({
    status,
    code: typeof body.code === 'string' && body.code ? body.code : 'HTTP_ERROR',
    message: typeof body.message === 'string' ? body.message : undefined,
    errors,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, for instance: not an answer the app can use.
    return undefined;
  }
}

/**
 * Asks a manager's or the owner's approval on the spot for a guarded action (decision record 029): answers the
 * approval to send back, or null when the member gave up. Set by the signed-in frame, which shows the dialog.
 * `reason` is the server's own word on why, when it says more than "this needs approval" (decision record 030:
 * a credit sale past the client's limit says what they have left).
 */
export type TApprovalAsker = (action: string, reason?: string) => Promise<string | null>;
let approvalAsker: TApprovalAsker | null = null;

export function setApprovalAsker(asker: TApprovalAsker | null): void {
  approvalAsker = asker;
}

// No timeout on purpose: spec §9 says the HTTP client sets none (slow shop connections must still finish).
async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: TRequestOptions = {},
): Promise<T> {
  const token = useAppStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // Fastify rejects an empty body sent as JSON, so the content type goes only with a body; a FormData (a file
  // upload) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.approval) headers['X-Approval'] = options.approval;

  const url = buildUrl(path, options.params);
  // The entry may already have asked for this (early-requests.ts): the same URL, token and headers.
  const early = method === 'GET' && !options.headers ? takeEarlyGet(url, token) : undefined;
  let response: Response;
  try {
    response = await (early?.catch(() => fetch(url, { method, headers, signal: options.signal })) ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (error) {
    // Cancellation is not a failure: TanStack Query relies on seeing the AbortError itself.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: NETWORK_ERROR_STATUS, code: 'NETWORK_ERROR' });
  }

  if (response.ok && options.isBlob) return (await response.blob()) as T;
  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const error = errorFromBody(response.status, payload);
  // Any refusal that names an action to approve: APPROVAL_REQUIRED (decision record 029), and a refusal with its
  // own reason that an approval lifts, as CREDIT_LIMIT_EXCEEDED (decision record 030).
  const actionToApprove = response.headers.get('x-approval-action');
  if (actionToApprove && approvalAsker && !options.approval) {
    // APPROVAL_REQUIRED's message says no more than the dialog's own description; any other says why.
    const reason = error.code === 'APPROVAL_REQUIRED' ? undefined : error.serverMessage;
    // A manager approves on the spot, and the same request goes once more with the approval.
    const approval = await approvalAsker(actionToApprove, reason);
    if (approval) return request<T>(method, path, body, { ...options, approval });
  }
  if (response.status === 401 && token && endsSession(path, error.code)) {
    // A late 401 from a request sent with an older token must not end a session started since. Logging out
    // is enough to leave the page: its guard sees the ended session and redirects to /welcome (spec §2).
    if (useAppStore.getState().token === token) useAppStore.getState().logout({ expired: true });
  }
  throw error;
}

/** The app's one HTTP client: base `/api`, JSON, bearer token from the store. Resolves to the parsed body. */
export const api = {
  get: <T>(path: string, options?: TRequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: TRequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: TRequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: TRequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: TRequestOptions) => request<T>('DELETE', path, undefined, options),
  /** A file the API serves behind the bearer token (a plain link could not carry it). */
  getBlob: (path: string, options?: TRequestOptions) =>
    request<Blob>('GET', path, undefined, { ...options, isBlob: true }),
};

/**
 * A fresh key for one logical attempt (create it when the user presses the button, reuse it on retries).
 * `crypto.randomUUID` exists only on secure origins; a shop reaching a dev server over plain http on the LAN
 * still gets a random v4 id from getRandomValues.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
