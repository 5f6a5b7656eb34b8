/** How money is handed over: the methods and the currencies each takes (spec §3, design §10). */

/** The spec's four, then Pago Móvil and Zelle (design §10). */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER', 'OTHER', 'PAGO_MOVIL', 'ZELLE'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  CASH: 'Efectivo',
  CARD: 'Tarjeta',
  TRANSFER: 'Transferencia',
  OTHER: 'Otro',
  PAGO_MOVIL: 'Pago Móvil',
  ZELLE: 'Zelle',
};
/** The currency a payment was handed over in (design §10): `amountInCurrency` is in it. */
export const PAYMENT_CURRENCIES = ['USD', 'VES'] as const;
export type TPaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
/** Which currencies each method takes (design §10): cash either, Pago Móvil/Tarjeta/Transferencia Bs., Zelle USD. */
export const PAYMENT_METHOD_CURRENCIES: Record<TPaymentMethod, readonly TPaymentCurrency[]> = {
  CASH: ['USD', 'VES'],
  CARD: ['VES'],
  TRANSFER: ['VES'],
  OTHER: ['USD', 'VES'],
  PAGO_MOVIL: ['VES'],
  ZELLE: ['USD'],
};
/** The methods that hand money over in `currency` (design §10): a bolívar instalment's, a refund's. */
export function methodsTaking(currency: TPaymentCurrency): TPaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => PAYMENT_METHOD_CURRENCIES[method].includes(currency));
}

/**
 * The methods a payment may have when it is recorded the spec's way, in dollars with no currency (a seller without
 * bolívares): all but Pago Móvil, which takes only bolívares.
 */
export const DOLLAR_PAYLOAD_METHODS: readonly TPaymentMethod[] = PAYMENT_METHODS.filter(
  (method) => method !== 'PAGO_MOVIL',
);
/** A reference is asked for these methods (design §10). */
export const PAYMENT_METHODS_WITH_REFERENCE: readonly TPaymentMethod[] = ['PAGO_MOVIL', 'TRANSFER', 'ZELLE'];
export const DEFAULT_PAYMENT_METHOD: TPaymentMethod = 'CASH';
