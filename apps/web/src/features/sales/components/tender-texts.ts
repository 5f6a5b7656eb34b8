import type { TPaymentCurrency } from '@cuadre/shared/payments/constants';

/** The cobro's words (design §10), shared by the button that opens it and its rows. */
export const TENDER_TEXTS = {
  split: 'Dividir el pago',
  legend: 'Cobro',
  legendPending: 'Abono inicial (pagos)',
  add: 'Agregar pago',
  method: (n: number) => `Método del pago ${n}`,
  currency: (n: number) => `Moneda del pago ${n}`,
  amount: (n: number) => `Monto del pago ${n}`,
  reference: (n: number) => `Referencia del pago ${n}`,
  remove: (n: number) => `Quitar pago ${n}`,
  currencies: { USD: 'Dólares', VES: 'Bolívares' } as Record<TPaymentCurrency, string>,
  missing: 'Falta',
  owed: 'Queda a deber',
  inDollarsWithIgtf: (amount: string) => `en dólares con IGTF: ${amount}`,
  covered: 'Pagado completo, sin vuelto.',
  change: 'Vuelto',
  changeIn: 'Dar el vuelto en',
  changeCurrencies: { USD: 'Dólares', VES: 'Bolívares' } as Record<TPaymentCurrency, string>,
} as const;
