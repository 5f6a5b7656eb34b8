import { describe, it, expect } from 'vitest';
import { instalmentAmountToSend, ZPaymentCreateRequest } from './schemas';
import { firstMessage } from '../testing/schema-messages';

const saleId = '0190f0a0-1234-7abc-8def-0123456789ab';

describe('ZPaymentCreateRequest', () => {
  it('defaults the method to CASH and empties the reference', () => {
    expect(ZPaymentCreateRequest.parse({ saleId, amount: 5, referenceNumber: '' })).toEqual({
      saleId,
      amount: 5,
      method: 'CASH',
      referenceNumber: undefined,
    });
  });

  it('requires at least 0.01', () => {
    expect(firstMessage(ZPaymentCreateRequest, { saleId, amount: 0 }, 'amount')).toBe(
      'El monto debe ser mayor a 0',
    );
    expect(ZPaymentCreateRequest.safeParse({ saleId, amount: 0.01 }).success).toBe(true);
  });

  it('refuses unknown methods', () => {
    expect(ZPaymentCreateRequest.safeParse({ saleId, amount: 1, method: 'CRYPTO' }).success).toBe(false);
  });
});

describe('instalmentAmountToSend', () => {
  it('caps the amount to the remaining balance', () => {
    expect(instalmentAmountToSend(50, 20)).toBe(20);
    expect(instalmentAmountToSend(5.5, 20)).toBe(5.5);
  });

  it('disables confirm below 0.01', () => {
    expect(instalmentAmountToSend(0, 20)).toBeNull();
    expect(instalmentAmountToSend(0.001, 20)).toBeNull();
    expect(instalmentAmountToSend(Number.NaN, 20)).toBeNull();
    expect(instalmentAmountToSend(5, 0)).toBeNull();
  });
});
