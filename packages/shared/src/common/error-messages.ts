/**
 * Which text a failed call shows (spec §8), in one place so every screen picks the same one.
 * The input is structural: the web app's ApiError ({ status, code, serverMessage, message }) fits as is.
 * `status` 0 (or absent) means the request got no HTTP answer.
 */
import {
  CHANGE_PASSWORD_ERRORS,
  FORGOT_PASSWORD_ERRORS,
  LOGIN_ERRORS,
  RESET_PASSWORD_ERRORS,
} from '../auth/messages';
import { GENERIC_ERROR, SERVER_ERROR, UNEXPECTED_ERROR_SHORT } from './generic-errors';

export type TFailedCall = {
  status?: number;
  code?: string;
  /** The server's own (Spanish) message, when it sent one. */
  serverMessage?: string;
  /** The error's own message (e.g. a network error). */
  message?: string;
};

export type TLoginErrorView = {
  message: string;
  /** The 403 "verify your email" dialog offers a link to /resend-verification and a 'Cerrar' button. */
  offerResendVerification: boolean;
};

/**
 * Login dialog (spec §8). The server also answers 403 for accounts that are verified but PENDING or REJECTED
 * (design.md §4): those show the server's own message, without the resend link, which would not help.
 */
export function loginErrorView(error: TFailedCall): TLoginErrorView {
  switch (error.status) {
    case 401:
      return { message: LOGIN_ERRORS[401], offerResendVerification: false };
    case 403:
      if (error.code && error.code !== 'EMAIL_NOT_VERIFIED' && error.serverMessage) {
        return { message: error.serverMessage, offerResendVerification: false };
      }
      return { message: LOGIN_ERRORS[403], offerResendVerification: true };
    case 404:
      return { message: LOGIN_ERRORS[404], offerResendVerification: false };
    case 500:
      return { message: LOGIN_ERRORS[500], offerResendVerification: false };
    default:
      return { message: error.serverMessage || LOGIN_ERRORS.generic, offerResendVerification: false };
  }
}

/** Forgot password: 400 fixed text; 500 the server's error message; otherwise the server message or generic. */
export function forgotPasswordErrorMessage(error: TFailedCall): string {
  if (error.status === 400) return FORGOT_PASSWORD_ERRORS[400];
  if (error.status === 500) return error.serverMessage || SERVER_ERROR;
  return error.serverMessage || FORGOT_PASSWORD_ERRORS.generic;
}

/** Register: the server message, else the error's own message, else the generic one. */
export function registerErrorMessage(error: TFailedCall): string {
  return error.serverMessage || error.message || GENERIC_ERROR;
}

/** Reset password: no answer → generic; 400 invalid/expired token; 500 server; otherwise server or generic. */
export function resetPasswordErrorMessage(error: TFailedCall): string {
  if (!error.status) return RESET_PASSWORD_ERRORS.noResponse;
  if (error.status === 400) return RESET_PASSWORD_ERRORS[400];
  if (error.status === 500) return RESET_PASSWORD_ERRORS[500];
  return error.serverMessage || RESET_PASSWORD_ERRORS.generic;
}

/**
 * Change password: 401 wrong current password; 400 same password; 500 server; otherwise server or generic.
 * A 400 that is a plain validation failure (code VALIDATION_ERROR) shows the server's field message instead.
 */
export function changePasswordErrorMessage(error: TFailedCall): string {
  if (error.status === 401) return CHANGE_PASSWORD_ERRORS[401];
  if (error.status === 400) {
    if (error.code === 'VALIDATION_ERROR' && error.serverMessage) return error.serverMessage;
    return CHANGE_PASSWORD_ERRORS[400];
  }
  if (error.status === 500) return CHANGE_PASSWORD_ERRORS[500];
  return error.serverMessage || CHANGE_PASSWORD_ERRORS.generic;
}

/** E-mail verification: the server message, else the error's message, else 'Ocurrió un error inesperado.' */
export function verificationErrorMessage(error: TFailedCall): string {
  return error.serverMessage || error.message || UNEXPECTED_ERROR_SHORT;
}

/** "the server message or …" used by most mutations (products, clients, sales…). */
export function serverMessageOr(error: TFailedCall, fallback: string): string {
  return error.serverMessage || fallback;
}

/**
 * Product create (spec §8): the server's errors list joined by newlines, else its message, else
 * 'Ocurrió un error en el servidor.' when it answered, or 'Ocurrió un error inesperado.' when it did not.
 */
export function productCreateErrorMessage(error: TFailedCall & { errors?: readonly string[] }): string {
  if (error.errors && error.errors.length > 0) return error.errors.join('\n');
  if (error.serverMessage) return error.serverMessage;
  return error.status ? 'Ocurrió un error en el servidor.' : UNEXPECTED_ERROR_SHORT;
}
