export const PAYMENT_MESSAGES = {
  addError: 'No se pudo agregar el abono.',
} as const;
