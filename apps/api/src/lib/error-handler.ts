import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TErrorEnvelope } from '@cuadre/shared/common/schemas';
import { isDatabaseUnavailable } from '../db/pg-error';
import { AppError } from './app-error';
import { APPROVAL_ACTION_HEADER } from '@cuadre/shared/team/constants';
import { isRedisUnavailable } from './redis-counter-store';

/** Retry-After of a 503 for a database that cannot answer now: long enough for a restart or a failover to begin. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function envelope(
  statusCode: number,
  code: TErrorEnvelope['code'],
  message: string,
  errors?: string[],
): TErrorEnvelope {
  return errors && errors.length > 0 ? { statusCode, code, message, errors } : { statusCode, code, message };
}

/**
 * Fastify's router answers a malformed escape in the path ('/api/products/%E0%A4%A') or a path parameter longer
 * than maxParamLength before any route, hence before the error handler: by default in English, echoing the URL,
 * with a code outside ours. `frameworkErrors` brings those answers back to the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(statusCode)
    .send(envelope(statusCode, 'VALIDATION_ERROR', SERVER_MESSAGES.VALIDATION_FAILED));
}

/** One handler for every failure: Spanish messages out, no 5xx details leaked, everything logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { retryAfterSeconds, approvalAction } = error.advice ?? {};
      if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
      if (approvalAction !== undefined) void reply.header(APPROVAL_ACTION_HEADER, approvalAction);
      return reply
        .status(error.statusCode)
        .send(envelope(error.statusCode, error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = [
        ...new Set(error.validation.map((issue) => issue.message ?? SERVER_MESSAGES.VALIDATION_FAILED)),
      ];
      return reply
        .status(400)
        .send(envelope(400, 'VALIDATION_ERROR', errors[0] ?? SERVER_MESSAGES.VALIDATION_FAILED, errors));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(envelope(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED));
    }
    if (error.statusCode === 413) {
      return reply.status(413).send(envelope(413, 'VALIDATION_ERROR', SERVER_MESSAGES.REQUEST_TOO_LARGE));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said in Spanish.
      return reply
        .status(error.statusCode)
        .send(envelope(error.statusCode, 'VALIDATION_ERROR', SERVER_MESSAGES.VALIDATION_FAILED));
    }
    if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
      // Down, every connection taken, or a statement past DATABASE_STATEMENT_TIMEOUT_MS (or REDIS_URL's Redis, which
      // counts the limits, away): the request may work in a moment, so a 503 the client can retry on (design §16),
      // not a 500. Logged as a warning with the cause.
      request.log.warn({ err: error }, 'service unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(envelope(503, 'BUSY', SERVER_MESSAGES.UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'INTERNAL_ERROR', SERVER_MESSAGES.INTERNAL));
  });
}
