import type { FastifyRequest } from 'fastify';

/**
 * Query values that are secrets: the e-mailed links (`/reset-password?token=…`, `/verify-email?token=…`) reach
 * the server when the SPA is opened from them, and a request log line would otherwise keep a working link.
 */
const SECRET_QUERY_VALUE = /([?&][^=&#]*(?:token|key|secret|password)[^=&#]*=)[^&#]*/gi;

/** A public receipt link (`/r/{token}`, design §12) opens the receipt for whoever holds it: the path is the secret. */
const SECRET_PATH_SEGMENT = /^((?:\/api\/public\/receipts|\/r)\/)[^/?#]+/i;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_PATH_SEGMENT, '$1[REDACTED]').replace(SECRET_QUERY_VALUE, '$1[REDACTED]');
}

/** The request as every log line shows it: Fastify's default fields, with the URL's secrets redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
