import { describe, it, expect } from 'vitest';
import { insufficientStockMessage } from '../sales/cart-messages';
import { LOGIN_ERRORS } from '../auth/messages';
import { ERROR_CODES, SERVER_MESSAGES } from './messages';
import { OPEN_ACCOUNT_MESSAGES } from '../open-accounts/messages';
import { SALE_MESSAGES } from '../sales/messages';

describe('messages', () => {
  it('names the products over stock', () => {
    expect(insufficientStockMessage(['Arroz', 'Café'])).toBe(
      'Los siguientes productos exceden el stock disponible: Arroz, Café. Por favor, ajusta las cantidades.',
    );
    expect(SERVER_MESSAGES.INSUFFICIENT_STOCK(['Arroz'])).toBe(insufficientStockMessage(['Arroz']));
  });

  it('the server speaks the login dialog texts', () => {
    expect(SERVER_MESSAGES.INVALID_CREDENTIALS).toBe(LOGIN_ERRORS[401]);
    expect(SERVER_MESSAGES.EMAIL_NOT_VERIFIED).toBe(LOGIN_ERRORS[403]);
  });

  it('builds the parameterised banners', () => {
    expect(SALE_MESSAGES.error('sin conexión')).toBe('Error al crear la venta: sin conexión');
    expect(OPEN_ACCOUNT_MESSAGES.noMatch('Ana')).toBe('No se encontraron cuentas abiertas para "Ana"');
    expect(OPEN_ACCOUNT_MESSAGES.closedCount(0)).toBe('No se encontraron cuentas para cerrar.');
    expect(OPEN_ACCOUNT_MESSAGES.closedCount(1)).toBe('Se cerró 1 cuenta.');
    expect(OPEN_ACCOUNT_MESSAGES.closedCount(3)).toBe('Se cerraron 3 cuentas.');
  });

  it('has unique error codes', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
