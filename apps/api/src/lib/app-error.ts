import type { TErrorCode } from '@cuadre/shared/common/messages';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';

/** The one way a module reports a failure: the error handler turns it into the envelope of design §3. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly errors?: string[],
    /**
     * `retryAfterSeconds`: sent as Retry-After with a 429 or 503, when trying again may work. `approvalAction`:
     * sent as X-Approval-Action, the action whose approval on the spot lets the same request through.
     */
    readonly advice?: { retryAfterSeconds?: number; approvalAction?: string },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = SERVER_MESSAGES.NOT_FOUND) =>
  new AppError(404, 'NOT_FOUND', message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', SERVER_MESSAGES.UNAUTHORIZED);
export const forbidden = () => new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.FORBIDDEN);
export const badRequest = (message: string, errors?: string[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
/** An e-mail another account already has: the admin's new user, the seller's profile and the e-mail change. */
export const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', SERVER_MESSAGES.EMAIL_TAKEN);
