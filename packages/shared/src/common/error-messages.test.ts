import { describe, it, expect } from 'vitest';
import {
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorView,
  productCreateErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
  verificationErrorMessage,
} from './error-messages';

describe('loginErrorView', () => {
  it('maps statuses to the spec texts', () => {
    expect(loginErrorView({ status: 401 }).message).toBe(
      'Credenciales inválidas. Por favor, verifica tu correo electrónico y contraseña.',
    );
    expect(loginErrorView({ status: 404 }).message).toBe(
      'Usuario no encontrado. Por favor, verifica tu correo electrónico.',
    );
    expect(loginErrorView({ status: 500, serverMessage: 'boom' }).message).toBe(
      'Error del servidor. Por favor, inténtalo de nuevo más tarde.',
    );
    expect(loginErrorView({ status: 429, serverMessage: 'Demasiados intentos.' }).message).toBe(
      'Demasiados intentos.',
    );
    expect(loginErrorView({ status: 0 }).message).toBe(
      'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.',
    );
  });

  it('offers the resend link for an unverified email only', () => {
    expect(loginErrorView({ status: 403, code: 'EMAIL_NOT_VERIFIED', serverMessage: 'x' })).toEqual({
      message:
        'Por favor, verifica tu email antes de iniciar sesión. Revisa tu bandeja de entrada o solicita un nuevo enlace de verificación.',
      offerResendVerification: true,
    });
    expect(
      loginErrorView({
        status: 403,
        code: 'ACCOUNT_PENDING',
        serverMessage: 'Tu cuenta está pendiente de aprobación por un administrador.',
      }),
    ).toEqual({
      message: 'Tu cuenta está pendiente de aprobación por un administrador.',
      offerResendVerification: false,
    });
  });
});

describe('other auth errors', () => {
  it('forgot password', () => {
    expect(forgotPasswordErrorMessage({ status: 400 })).toBe(
      'Datos inválidos. Por favor, verifica tu correo electrónico.',
    );
    expect(forgotPasswordErrorMessage({ status: 500, serverMessage: 'Falla SMTP' })).toBe('Falla SMTP');
    expect(forgotPasswordErrorMessage({ status: 502 })).toBe(
      'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.',
    );
  });

  it('register', () => {
    expect(registerErrorMessage({ status: 409, serverMessage: 'Ya existe' })).toBe('Ya existe');
    expect(registerErrorMessage({ status: 0, message: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('reset password', () => {
    expect(resetPasswordErrorMessage({})).toBe(
      'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.',
    );
    expect(resetPasswordErrorMessage({ status: 400, serverMessage: 'x' })).toBe(
      'Token inválido o expirado. Por favor, solicita un nuevo enlace de recuperación.',
    );
  });

  it('change password', () => {
    expect(changePasswordErrorMessage({ status: 401 })).toBe(
      'Contraseña actual incorrecta. Por favor, verifica tu contraseña.',
    );
    expect(changePasswordErrorMessage({ status: 400, code: 'SAME_PASSWORD' })).toBe(
      'La nueva contraseña debe ser diferente a la actual.',
    );
    expect(
      changePasswordErrorMessage({ status: 400, code: 'VALIDATION_ERROR', serverMessage: 'Campo' }),
    ).toBe('Campo');
  });

  it('verification', () => {
    expect(verificationErrorMessage({ status: 400, serverMessage: 'Enlace vencido' })).toBe('Enlace vencido');
    expect(verificationErrorMessage({})).toBe('Ocurrió un error inesperado.');
  });

  it('product create', () => {
    expect(productCreateErrorMessage({ status: 400, errors: ['a', 'b'], serverMessage: 'a' })).toBe('a\nb');
    expect(productCreateErrorMessage({ status: 409, serverMessage: 'SKU repetido' })).toBe('SKU repetido');
    expect(productCreateErrorMessage({ status: 502 })).toBe('Ocurrió un error en el servidor.');
    expect(productCreateErrorMessage({ status: 0 })).toBe('Ocurrió un error inesperado.');
  });
});
