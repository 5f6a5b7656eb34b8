import { describe, expect, it } from 'vitest';
import { ZPaymentCreateRequest } from '../payments/schemas';
import { paymentUsdAmount } from './payment-currency';

const SALE_ID = '0190f0a1-bbbb-7000-8000-000000000002';

describe('paymentUsdAmount (design §10)', () => {
  it('dollars count as typed', () => {
    expect(paymentUsdAmount({ currency: 'USD', amount: 15.5, rate: 245.6789, balance: 50 })).toBe(15.5);
  });

  it('bolívares are round_half_up(Bs ÷ rate, 2)', () => {
    expect(paymentUsdAmount({ currency: 'VES', amount: 100, rate: 245.6789, balance: 10 })).toBe(0.41);
    // Bs. 0,19 ÷ 38 = 0.005 exactly: half a cent rounds up.
    expect(paymentUsdAmount({ currency: 'VES', amount: 0.19, rate: 38, balance: 10 })).toBe(0.01);
  });

  it('bolívares covering the balance to within half a bolívar cent settle it exactly', () => {
    expect(paymentUsdAmount({ currency: 'VES', amount: 2456.79, rate: 245.6789, balance: 10 })).toBe(10);
    // $0.01 at Bs. 500 is Bs. 5,00, which settles it; Bs. 5,01 is converted: 0.01002 → 0.01.
    expect(paymentUsdAmount({ currency: 'VES', amount: 5, rate: 500, balance: 0.01 })).toBe(0.01);
    expect(paymentUsdAmount({ currency: 'VES', amount: 5.01, rate: 500, balance: 0.01 })).toBe(0.01);
    // One bolívar cent more than half a cent away is converted, not settled.
    expect(paymentUsdAmount({ currency: 'VES', amount: 2459, rate: 245.6789, balance: 10 })).toBe(10.01);
  });

  it('bolívares without a usable rate count for nothing (null)', () => {
    expect(paymentUsdAmount({ currency: 'VES', amount: 100, rate: null, balance: 10 })).toBeNull();
    expect(paymentUsdAmount({ currency: 'VES', amount: 100, rate: 0, balance: 10 })).toBeNull();
  });
});

describe('ZPaymentCreateRequest: methods, currencies and references (design §10)', () => {
  const parse = (fields: object) =>
    ZPaymentCreateRequest.safeParse({ saleId: SALE_ID, amount: 10, ...fields });
  const messages = (fields: object) => parse(fields).error?.issues.map((issue) => issue.message) ?? [];

  it("keeps the spec's payload: no currency, any of the four methods, reference optional", () => {
    expect(parse({ method: 'TRANSFER' }).data).toEqual({ saleId: SALE_ID, amount: 10, method: 'TRANSFER' });
    expect(parse({ method: 'CARD' }).success).toBe(true);
    expect(parse({}).data?.method).toBe('CASH');
  });

  it('takes each method in its currencies only, in Spanish', () => {
    expect(messages({ method: 'ZELLE', currency: 'VES', referenceNumber: 'Z' })).toEqual([
      'Zelle no se recibe en bolívares.',
    ]);
    expect(messages({ method: 'CARD', currency: 'USD' })).toEqual(['Tarjeta no se recibe en dólares.']);
    expect(messages({ method: 'PAGO_MOVIL', referenceNumber: 'P' })).toEqual([
      'Pago Móvil no se recibe en dólares.',
    ]);
    expect(parse({ method: 'CASH', currency: 'VES' }).success).toBe(true);
    expect(parse({ method: 'OTHER', currency: 'USD' }).success).toBe(true);
  });

  it('asks a reference for Pago Móvil, Transferencia and Zelle', () => {
    expect(messages({ method: 'PAGO_MOVIL', currency: 'VES' })).toEqual([
      'Indica la referencia del pago (Pago Móvil).',
    ]);
    expect(messages({ method: 'TRANSFER', currency: 'VES', referenceNumber: '  ' })).toEqual([
      'Indica la referencia del pago (Transferencia).',
    ]);
    expect(messages({ method: 'ZELLE' })).toEqual(['Indica la referencia del pago (Zelle).']);
  });
});
