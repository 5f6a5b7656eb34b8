import { describe, it, expect } from 'vitest';
import { MAX_SALE_TOTAL } from './constants';
import { formatNumberVe } from '../money/money';
import { VALIDATION } from '../common/messages';
import {
  canReceivePayment,
  saleBalance,
  saleRequestTotal,
  ZCartSaleForm,
  ZSaleCreateRequest,
  ZSaleListQuery,
} from './schemas';
import type { TCartItem } from './cart';
import { PRICE_MESSAGES } from '../prices/messages';
import { firstMessage, messagesOf } from '../testing/schema-messages';

const productId = '0190f0a0-1234-7abc-8def-0123456789ab';
const clientId = '0190f0a0-5678-7abc-8def-0123456789ab';

describe('ZSaleCreateRequest', () => {
  it('defaults to a PAID cash sale', () => {
    const sale = ZSaleCreateRequest.parse({ items: [{ productId, quantity: 2, price: 3.5 }] });
    expect(sale.status).toBe('PAID');
    expect(sale.paymentMethod).toBe('CASH');
    expect(sale.clientId).toBeUndefined();
  });

  it('accepts extra charges as named lines without a product', () => {
    const sale = ZSaleCreateRequest.parse({
      items: [
        { productId, quantity: 1, price: 10 },
        { name: ' Delivery ', quantity: 1, price: 2 },
      ],
    });
    expect(sale.items[1]).toEqual({ productId: undefined, name: 'Delivery', quantity: 1, price: 2 });
  });

  it('refuses a line with neither product nor name', () => {
    expect(
      firstMessage(ZSaleCreateRequest, { items: [{ name: ' ', quantity: 1, price: 2 }] }, 'items.0.name'),
    ).toBe('Cada cargo adicional necesita un nombre.');
  });

  it('refuses an empty cart', () => {
    expect(firstMessage(ZSaleCreateRequest, { items: [] }, 'items')).toBe('El carrito está vacío.');
  });

  it('needs a quantity above 0, whole for an extra charge, with at most 3 decimals for a product', () => {
    expect(ZSaleCreateRequest.safeParse({ items: [{ productId, quantity: 0, price: 1 }] }).success).toBe(
      false,
    );
    // A product line may be weighed (design §13): whether its product is sold by the unit is the server's to say.
    expect(ZSaleCreateRequest.safeParse({ items: [{ productId, quantity: 0.755, price: 1 }] }).success).toBe(
      true,
    );
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items: [{ productId, quantity: 0.7555, price: 1 }] },
        'items.0.quantity',
      ),
    ).toBe('La cantidad admite como máximo 3 decimales.');
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items: [{ name: 'Delivery', quantity: 1.5, price: 1 }] },
        'items.0.quantity',
      ),
    ).toBe('La cantidad debe ser al menos 1.');
  });

  it('requires a client for a PENDING sale', () => {
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items: [{ productId, quantity: 1, price: 1 }], status: 'PENDING' },
        'clientId',
      ),
    ).toBe('Debes seleccionar un cliente para una venta pendiente.');
    expect(
      ZSaleCreateRequest.safeParse({
        items: [{ productId, quantity: 1, price: 1 }],
        status: 'PENDING',
        clientId,
      }).success,
    ).toBe(true);
  });

  it('accepts an initial payment only on PENDING sales and below the total', () => {
    const items = [{ productId, quantity: 2, price: 5 }];
    expect(
      ZSaleCreateRequest.parse({ items, status: 'PENDING', clientId, initialPaymentAmount: 4 })
        .initialPaymentAmount,
    ).toBe(4);
    expect(firstMessage(ZSaleCreateRequest, { items, initialPaymentAmount: 4 }, 'initialPaymentAmount')).toBe(
      'El abono inicial solo aplica a ventas pendientes.',
    );
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items, status: 'PENDING', clientId, initialPaymentAmount: 10 },
        'initialPaymentAmount',
      ),
    ).toBe('El abono inicial debe ser menor al total de la venta.');
  });

  it('refuses a total past USD 100,000,000.00 in Spanish, and accepts exactly that', () => {
    expect(VALIDATION.saleTotalTooLarge).toContain(`USD ${formatNumberVe(MAX_SALE_TOTAL)}.`);
    const atCap = [
      { productId, quantity: 2, price: 49_999_999.99 },
      { name: 'Flete', quantity: 1, price: 0.02 },
    ];
    expect(ZSaleCreateRequest.safeParse({ items: atCap }).success).toBe(true);
    expect(
      messagesOf(ZSaleCreateRequest, { items: [{ productId, quantity: 1, price: 100_000_000.01 }] }),
    ).toEqual({ items: [VALIDATION.saleTotalTooLarge] });
    expect(
      firstMessage(
        ZSaleCreateRequest,
        { items: [...atCap, { name: 'Propina', quantity: 1, price: 0.01 }], status: 'PENDING', clientId },
        'items',
      ),
    ).toBe(VALIDATION.saleTotalTooLarge);
    // Lines far past any amount are judged without throwing, each with its own message too.
    expect(
      messagesOf(ZSaleCreateRequest, {
        items: [{ productId, quantity: 1_000_000, price: 1e300 }],
        status: 'PENDING',
        clientId,
        initialPaymentAmount: 1,
      }),
    ).toEqual({ 'items.0.price': [VALIDATION.amountTooLarge], items: [VALIDATION.saleTotalTooLarge] });
    // A quantity past the safe integers reaches the rule too (zod's own issue does not stop it).
    expect(messagesOf(ZSaleCreateRequest, { items: [{ productId, quantity: -1e308, price: 12.5 }] })).toEqual(
      {
        'items.0.quantity': [VALIDATION.saleQuantityMin],
      },
    );
  });

  it('ignores a smuggled userId or total', () => {
    const sale = ZSaleCreateRequest.parse({
      items: [{ productId, quantity: 1, price: 1 }],
      userId: 'x',
      total: 0,
    });
    expect(sale).not.toHaveProperty('userId');
    expect(sale).not.toHaveProperty('total');
  });
});

describe('ZCartSaleForm (the cart panel)', () => {
  const harina: TCartItem = {
    productId,
    name: 'Harina',
    price: 10,
    quantity: 2,
    image_url: null,
    availableStock: 3,
  };
  const form = {
    items: [harina],
    clientId: undefined,
    chargesRate: null,
    charges: [],
    status: 'PAID',
    paymentMethod: 'CASH',
    referenceNumber: '',
    sellerName: '',
    initialPaymentAmount: undefined,
    tender: [],
    changeCurrency: undefined,
    rate: null,
    igtfRate: null,
  } as const;

  it('turns the cart and the form into POST /sales: named charges above 0, texts trimmed, blanks absent', () => {
    const sale = ZCartSaleForm.parse({
      ...form,
      clientId,
      charges: [
        { name: ' Envío ', amount: '2,5' },
        { name: '', amount: '5' },
        { name: 'Bolsa', amount: 'gratis' },
      ],
      paymentMethod: 'TRANSFER',
      referenceNumber: ' REF-9 ',
      sellerName: '  ',
    });
    expect(JSON.parse(JSON.stringify(sale))).toEqual({
      items: [
        { productId, quantity: 2, price: 10 },
        { name: 'Envío', quantity: 1, price: 2.5 },
      ],
      status: 'PAID',
      clientId,
      paymentMethod: 'TRANSFER',
      referenceNumber: 'REF-9',
    });
  });

  it('sells charges typed in bolívars in dollars', () => {
    const sale = ZCartSaleForm.parse({
      ...form,
      charges: [{ name: 'Delivery', amount: '73,00' }],
      chargesRate: 36.5,
    });
    expect(sale.items[1]).toMatchObject({ name: 'Delivery', price: 2 });
  });

  it('refuses an empty cart, even with extra charges', () => {
    expect(
      messagesOf(ZCartSaleForm, { ...form, items: [], charges: [{ name: 'Envío', amount: '2' }] }),
    ).toEqual({ items: ['El carrito está vacío.'] });
  });

  it("names the products above their stock, before any of the sale's own rules", () => {
    const over = { ...harina, quantity: 5 };
    expect(messagesOf(ZCartSaleForm, { ...form, items: [over], status: 'PENDING' })).toEqual({
      items: [
        'Los siguientes productos exceden el stock disponible: Harina. Por favor, ajusta las cantidades.',
      ],
    });
  });

  it('asks for a client before a PENDING sale', () => {
    expect(messagesOf(ZCartSaleForm, { ...form, status: 'PENDING' })).toEqual({
      clientId: ['Debes seleccionar un cliente para una venta pendiente.'],
    });
  });

  it('takes an initial payment below the total, charges included, and refuses the whole total', () => {
    const pending = { ...form, status: 'PENDING', clientId, charges: [{ name: 'Envío', amount: '5' }] };
    expect(ZCartSaleForm.parse({ ...pending, initialPaymentAmount: 24.99 }).initialPaymentAmount).toBe(24.99);
    for (const initialPaymentAmount of [25, 30]) {
      expect(messagesOf(ZCartSaleForm, { ...pending, initialPaymentAmount })).toEqual({
        initialPaymentAmount: ['El abono inicial debe ser menor al total de la venta.'],
      });
    }
  });

  it('refuses an unreadable or negative initial payment', () => {
    const pending = { ...form, status: 'PENDING', clientId };
    for (const initialPaymentAmount of [Number.NaN, -1]) {
      expect(firstMessage(ZCartSaleForm, { ...pending, initialPaymentAmount }, 'initialPaymentAmount')).toBe(
        'Monto inválido',
      );
    }
  });

  it('sends no initial payment for a PAID sale (the field is hidden) nor for an abono of 0', () => {
    expect(
      ZCartSaleForm.parse({ ...form, initialPaymentAmount: Number.NaN }).initialPaymentAmount,
    ).toBeUndefined();
    expect(ZCartSaleForm.parse({ ...form, initialPaymentAmount: 4 }).initialPaymentAmount).toBeUndefined();
    expect(
      ZCartSaleForm.parse({ ...form, status: 'PENDING', clientId, initialPaymentAmount: 0 })
        .initialPaymentAmount,
    ).toBeUndefined();
  });
});

describe('ZCartSaleForm: the cobro (split tender, design §10)', () => {
  const RATE = 245.6789;
  const harina: TCartItem = {
    productId,
    name: 'Harina',
    price: 10,
    quantity: 1,
    image_url: null,
    availableStock: 3,
  };
  const form = {
    items: [harina],
    clientId: undefined,
    chargesRate: null,
    charges: [],
    status: 'PAID',
    paymentMethod: 'CASH',
    referenceNumber: '',
    sellerName: '',
    initialPaymentAmount: undefined,
    tender: [],
    changeCurrency: undefined,
    rate: RATE,
    igtfRate: null,
  } as const;
  const cash = (amount: number | undefined) =>
    ({ method: 'CASH', currency: 'USD', amount, referenceNumber: '' }) as const;
  const cashBs = (amount: number | undefined) =>
    ({ method: 'CASH', currency: 'VES', amount, referenceNumber: '' }) as const;
  const pagoMovil = (amount: number | undefined, referenceNumber = '0412') =>
    ({ method: 'PAGO_MOVIL', currency: 'VES', amount, referenceNumber }) as const;

  it('sends the rows as payments in their currency, with the change in the currency that went beyond', () => {
    const sale = ZCartSaleForm.parse({ ...form, tender: [cash(5), cashBs(1300)] });
    expect(JSON.parse(JSON.stringify(sale))).toEqual({
      items: [{ productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
      payments: [
        { method: 'CASH', currency: 'USD', amount: 5 },
        { method: 'CASH', currency: 'VES', amount: 1300 },
      ],
      changeCurrency: 'VES',
    });
    expect(
      ZCartSaleForm.parse({ ...form, tender: [cash(5), cashBs(1300)], changeCurrency: 'USD' }).changeCurrency,
    ).toBe('USD');
    // Only cash gives change: Pago Móvil beyond the total is refused, as the server refuses it.
    expect(messagesOf(ZCartSaleForm, { ...form, tender: [cash(5), pagoMovil(1300)] })).toEqual({
      tender: [VALIDATION.changeOnlyFromCash('Pago Móvil')],
    });
    // With a till open, no more change than its drawer holds in that currency with this sale's cash.
    expect(
      messagesOf(ZCartSaleForm, {
        ...form,
        tender: [cash(20)],
        changeCurrency: 'VES',
        tillCash: { USD: 0, VES: 500 },
      }),
    ).toEqual({ tender: [VALIDATION.changeAboveTill('VES', 'Bs. 500,00')] });
    expect(
      ZCartSaleForm.parse({
        ...form,
        tender: [cash(20)],
        changeCurrency: 'USD',
        tillCash: { USD: 0, VES: 500 },
      }).changeCurrency,
    ).toBe('USD');
    // Covered exactly: no change, none named.
    expect(ZCartSaleForm.parse({ ...form, tender: [cash(10)] })).not.toHaveProperty('changeCurrency');
  });

  it('refuses rows that do not cover a PAID sale, with the server’s message', () => {
    expect(messagesOf(ZCartSaleForm, { ...form, tender: [cash(5), pagoMovil(1000)] })).toEqual({
      tender: [VALIDATION.salePaymentsShort('$0.93')],
    });
  });

  it('refuses a row the server would refuse, on its field: no reference, a currency the method does not take, no amount', () => {
    expect(messagesOf(ZCartSaleForm, { ...form, tender: [cash(5), pagoMovil(1300, ' ')] })).toEqual({
      'tender.1.referenceNumber': [VALIDATION.paymentReferenceRequired('Pago Móvil')],
    });
    expect(
      messagesOf(ZCartSaleForm, {
        ...form,
        tender: [{ method: 'ZELLE', currency: 'VES', amount: 2500, referenceNumber: 'z' }],
      }),
    ).toEqual({ 'tender.0.currency': [VALIDATION.paymentCurrencyNotTaken('Zelle', 'VES')] });
    expect(messagesOf(ZCartSaleForm, { ...form, tender: [cash(Number.NaN)] })).toEqual({
      'tender.0.amount': ['Monto inválido'],
    });
    expect(messagesOf(ZCartSaleForm, { ...form, tender: [cash(10), cash(1)] })).toEqual({
      tender: [VALIDATION.salePaymentNotNeeded],
    });
  });

  it('refuses bolívares without a rate', () => {
    expect(messagesOf(ZCartSaleForm, { ...form, rate: null, tender: [pagoMovil(2500)] })).toEqual({
      tender: [VALIDATION.salePaymentNeedsRate],
    });
    expect(
      messagesOf(ZCartSaleForm, { ...form, rate: null, paymentMethod: 'PAGO_MOVIL', referenceNumber: '1' }),
    ).toEqual({ paymentMethod: [VALIDATION.salePaymentNeedsRate] });
  });

  it('with IGTF, dollars must bring it on top', () => {
    expect(messagesOf(ZCartSaleForm, { ...form, igtfRate: 3, tender: [cash(10)] })).toEqual({
      tender: [VALIDATION.salePaymentsShort('$0.29')],
    });
    expect(ZCartSaleForm.parse({ ...form, igtfRate: 3, tender: [cash(10.3)] }).payments).toEqual([
      { method: 'CASH', currency: 'USD', amount: 10.3, referenceNumber: undefined },
    ]);
  });

  it('sends Pago Móvil from the spec’s select as one payment of the total in bolívares, with its reference', () => {
    const sale = ZCartSaleForm.parse({ ...form, paymentMethod: 'PAGO_MOVIL', referenceNumber: '0412' });
    expect(JSON.parse(JSON.stringify(sale))).toEqual({
      items: [{ productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'PAGO_MOVIL',
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 2456.79, referenceNumber: '0412' }],
    });
    expect(messagesOf(ZCartSaleForm, { ...form, paymentMethod: 'PAGO_MOVIL' })).toEqual({
      referenceNumber: [VALIDATION.paymentReferenceRequired('Pago Móvil')],
    });
  });

  it('sends Zelle from the spec’s select as dollars with the IGTF they bear', () => {
    const sale = ZCartSaleForm.parse({ ...form, igtfRate: 3, paymentMethod: 'ZELLE', referenceNumber: 'z9' });
    expect(sale.payments).toEqual([
      { method: 'ZELLE', currency: 'USD', amount: 10.3, referenceNumber: 'z9' },
    ]);
  });

  it('keeps the spec’s payload for the spec’s methods', () => {
    const sale = ZCartSaleForm.parse({ ...form, igtfRate: 3, paymentMethod: 'CARD' });
    expect(sale).not.toHaveProperty('payments');
    expect(sale.paymentMethod).toBe('CARD');
  });

  it('makes the rows of a PENDING sale its initial payment, which must leave something owed', () => {
    const pending = { ...form, status: 'PENDING', clientId } as const;
    const sale = ZCartSaleForm.parse({ ...pending, initialPaymentAmount: 3, tender: [pagoMovil(500)] });
    expect(sale.payments).toEqual([
      { method: 'PAGO_MOVIL', currency: 'VES', amount: 500, referenceNumber: '0412' },
    ]);
    // The hidden abono field is not sent with the rows.
    expect(sale).not.toHaveProperty('initialPaymentAmount');
    expect(messagesOf(ZCartSaleForm, { ...pending, tender: [cash(10)] })).toEqual({
      tender: [VALIDATION.saleInitialPaymentTooHigh],
    });
    // Pago Móvil in the spec's select: the abono in bolívares; the whole total refused as before.
    expect(
      ZCartSaleForm.parse({
        ...pending,
        paymentMethod: 'PAGO_MOVIL',
        referenceNumber: '7',
        initialPaymentAmount: 4,
      }).payments,
    ).toEqual([{ method: 'PAGO_MOVIL', currency: 'VES', amount: 982.72, referenceNumber: '7' }]);
    expect(
      messagesOf(ZCartSaleForm, {
        ...pending,
        paymentMethod: 'PAGO_MOVIL',
        referenceNumber: '7',
        initialPaymentAmount: 10,
      }),
    ).toEqual({ initialPaymentAmount: [VALIDATION.saleInitialPaymentTooHigh] });
  });

  it('asks for the client of a PENDING sale before judging its payments', () => {
    expect(messagesOf(ZCartSaleForm, { ...form, status: 'PENDING', tender: [cash(20)] })).toEqual({
      clientId: ['Debes seleccionar un cliente para una venta pendiente.'],
    });
  });
});

describe('sale helpers', () => {
  it('totals request lines exactly', () => {
    expect(
      saleRequestTotal([
        { quantity: 3, price: 0.1 },
        { quantity: 1, price: 0.2 },
      ]),
    ).toBe(0.5);
  });

  it('computes the balance and whether instalments are possible', () => {
    expect(saleBalance({ total: 10, totalPaid: 9.7 })).toBe(0.3);
    expect(saleBalance({ total: 10, totalPaid: 12 })).toBe(0);
    expect(canReceivePayment({ status: 'PENDING', total: 10, totalPaid: 4 })).toBe(true);
    expect(canReceivePayment({ status: 'PENDING', total: 10, totalPaid: 10 })).toBe(false);
    expect(canReceivePayment({ status: 'PAID', total: 10, totalPaid: 4 })).toBe(false);
  });
});

describe('ZSaleListQuery', () => {
  it('filters by status and seller, all means no filter', () => {
    expect(ZSaleListQuery.parse({ status: 'PENDING', sellerName: ' Ana ' })).toMatchObject({
      status: 'PENDING',
      sellerName: 'Ana',
    });
    expect(ZSaleListQuery.parse({ status: 'all' }).status).toBeUndefined();
    expect(ZSaleListQuery.safeParse({ status: 'REFUNDED' }).success).toBe(false);
  });
});

describe('ZSaleCreateRequest: discounts (decision record 031)', () => {
  const line = { productId: '0190f0a1-aaaa-7000-8000-000000000001', quantity: 2, price: 5 };
  const discountMessages = (discounts: unknown[]) => {
    const parsed = ZSaleCreateRequest.safeParse({ items: [line], discounts });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes one discount per line and one for the sale, within what they apply to', () => {
    expect(
      discountMessages([
        { line: 0, kind: 'PERCENT', value: 10, reason: 'Golpeado' },
        { kind: 'AMOUNT', value: 9, reason: 'Cliente fiel' },
      ]),
    ).toEqual([]);
  });

  it('refuses a discount above what it applies to, a line the sale lacks, and two on one line', () => {
    expect(discountMessages([{ line: 0, kind: 'AMOUNT', value: 10.01, reason: 'x' }])).toEqual([
      PRICE_MESSAGES.discountTooLarge,
    ]);
    expect(discountMessages([{ line: 1, kind: 'AMOUNT', value: 1, reason: 'x' }])).toEqual([
      PRICE_MESSAGES.discountLineInvalid,
    ]);
    expect(
      discountMessages([
        { kind: 'AMOUNT', value: 1, reason: 'x' },
        { kind: 'PERCENT', value: 1, reason: 'y' },
      ]),
    ).toEqual([PRICE_MESSAGES.discountRepeated]);
  });

  it('measures the initial payment against the total after the discounts', () => {
    const parsed = ZSaleCreateRequest.safeParse({
      items: [line],
      status: 'PENDING',
      clientId: '0190f0a1-aaaa-7000-8000-000000000002',
      initialPaymentAmount: 9,
      discounts: [{ kind: 'AMOUNT', value: 1, reason: 'x' }],
    });
    expect(parsed.success).toBe(false);
  });
});
