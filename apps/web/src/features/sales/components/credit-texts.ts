import { formatUsd } from '@cuadre/shared/money/money';

/** What the cart says of a credit sale's client and due date (decision record 030). */
export const CREDIT_TEXTS = {
  title: (clientName: string) => `Crédito de ${clientName}`,
  owed: 'Debe',
  limit: 'Límite',
  available: 'Disponible',
  noLimit: 'Sin límite',
  overdue: 'Vencido',
  loading: 'Cargando el crédito del cliente...',
  loadError: 'No se pudo cargar el crédito del cliente. Igual puedes vender: el servidor lo revisa.',
  offline: 'Sin conexión: el límite de crédito se revisa cuando la venta llegue al servidor.',
  retry: 'Reintentar',
  overLimit: (unpaid: number, available: number) =>
    `Lo que queda a deber (${formatUsd(unpaid)}) pasa lo disponible (${formatUsd(available)}). ` +
    'Al confirmar se pedirá la aprobación de un encargado o del dueño.',
  term: 'Plazo para pagar',
  termDays: (days: number) => `${days} días`,
  dueDate: 'Vence el',
  dueDateHint: 'Vacía: el plazo del negocio.',
} as const;
