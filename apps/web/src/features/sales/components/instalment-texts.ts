import type { TPaymentCurrency } from '@cuadre/shared/payments/constants';

/** What a seller reads in the abono form (spec §5, design §10). */
export const INSTALMENT_TEXTS = {
  title: 'Agregar abono',
  amount: 'Monto del abono',
  method: 'Método de pago',
  reference: 'Referencia (opcional)',
  referenceRequired: 'Referencia',
  currency: 'Moneda',
  currencies: { USD: 'Dólares ($)', VES: 'Bolívares (Bs.)' } as Record<TPaymentCurrency, string>,
  amountVes: 'Monto del abono (Bs.)',
  countsFor: (usd: string, rate: string) => `Cuenta como ${usd} del saldo (tasa de hoy: Bs. ${rate})`,
  aboveBalance: (balanceVes: string) => `Supera el saldo pendiente (${balanceVes}).`,
  payBalance: 'Pagar saldo completo',
  confirm: 'Confirmar abono',
  confirming: 'Registrando abono...',
  success: 'Abono agregado con éxito.',
  capped: (balance: string) => `El abono se ajusta al saldo pendiente: ${balance}.`,
  igtf: (label: string, igtf: string, total: string) => `${label}: ${igtf} · Total a cobrar: ${total}`,
} as const;
