/** What a seller reads in the return form (design §13). */
export const RETURN_TEXTS = {
  open: 'Devolver productos',
  title: 'Devolver productos',
  lines: 'Qué se devuelve',
  restock: 'Vuelve al inventario',
  damaged: 'Dañado: no vuelve al inventario',
  moneyBack: 'Cómo vuelve el dinero',
  refund: 'Reembolso',
  credit: 'Abonar a la deuda',
  creditNote: (balance: string) => `Se descuenta del saldo pendiente (${balance}).`,
  total: 'Total devuelto',
  aboveValue: (value: string) => `No puede ser mayor que lo devuelto (${value}).`,
  aboveReceived: (value: string) =>
    `No puede ser mayor que lo que la venta cobró y aún no se ha devuelto (${value}).`,
  creditFirst: (credit: string) => `Primero se descuenta ${credit} de lo que el cliente debe.`,
  nothingToRefund: 'Esta venta no cobró dinero que devolver: elige Abonar a la deuda.',
  creditAboveBalance: (value: string, balance: string) =>
    `Lo devuelto (${value}) supera el saldo pendiente (${balance}): elige Reembolso.`,
  countsFor: (usd: string) => `Equivale a ${usd}`,
  nothingChosen: 'Elige cuántas unidades vuelven.',
  submit: 'Registrar devolución',
  submitting: 'Registrando devolución...',
  cancel: 'Cancelar',
  success: 'Devolución registrada.',
  error: 'No se pudo registrar la devolución.',
} as const;
