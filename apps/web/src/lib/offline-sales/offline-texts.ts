import { formatQuantity } from '@cuadre/shared/stock/quantity';

/** What a seller reads about selling with no connection (design §14). */
export const OFFLINE_TEXTS = {
  offline: 'Sin conexión',
  waiting: (count: number) => (count === 1 ? '1 venta por sincronizar' : `${count} ventas por sincronizar`),
  refused: (count: number) => (count === 1 ? '1 venta rechazada' : `${count} ventas rechazadas`),
  queueTitle: 'Ventas sin conexión',
  queueDescription:
    'Se guardan en este teléfono y se envían solas, en orden, cuando vuelve la conexión. Su número de recibo llega al sincronizar.',
  provisional: 'Recibo provisional',
  empty: 'No hay ventas por sincronizar.',
  syncNow: 'Sincronizar ahora',
  syncing: 'Sincronizando…',
  refusedTitle: 'El servidor la rechazó:',
  fix: 'Corregir en el carrito',
  discard: 'Descartar',
  discardTitle: '¿Descartar esta venta?',
  discardDescription: 'No se registrará. Si el cliente se llevó la mercancía, mejor corrígela en el carrito.',
  savedOffline: 'Venta guardada sin conexión: se enviará sola al volver la conexión. Recibo provisional.',
  line: (name: string, quantity: number, unit: Parameters<typeof formatQuantity>[1]) =>
    `${formatQuantity(quantity, unit)} × ${name}`,
  logoutTitle: 'Tienes ventas por sincronizar',
  logoutDescription: (count: number) =>
    count === 1
      ? `${OFFLINE_TEXTS.waiting(count)}. Quedará guardada en este teléfono y se enviará cuando vuelvas a entrar con tu cuenta. Si cierras sesión no se enviará hasta entonces.`
      : `${OFFLINE_TEXTS.waiting(count)}. Quedarán guardadas en este teléfono y se enviarán cuando vuelvas a entrar con tu cuenta. Si cierras sesión no se enviarán hasta entonces.`,
  logoutConfirm: 'Cerrar sesión igualmente',
} as const;
