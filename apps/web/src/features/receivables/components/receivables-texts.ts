/** The words of the "Por cobrar" screen and its reminders (decision record 030). */
export const RECEIVABLES_TEXTS = {
  title: 'Por cobrar',
  description: 'Quién te debe, desde cuándo, y el recordatorio por WhatsApp.',
  loading: 'Cargando las cuentas por cobrar...',
  loadFailed: 'No se pudieron cargar las cuentas por cobrar.',
  empty: 'Nadie te debe. ¡Bien!',
  noMatch: 'Ningún cliente con deuda coincide con tu búsqueda.',
  search: 'Buscar cliente',
  searchPlaceholder: 'Nombre, teléfono o RIF...',
  asOf: 'Fecha de corte',
  list: 'Clientes que deben',
  summary: 'Resumen por cobrar',
  ageing: 'Antigüedad de la deuda',
  owed: 'Total por cobrar',
  overdue: 'Vencido',
  clients: 'Clientes que deben',
  overdueClients: (count: number) => `${count} con deuda vencida`,
  upToDate: 'Al día',
  remindedToday: 'Recordado hoy',
  remindedOn: (date: string) => `Recordado el ${date}`,
  neverReminded: 'Sin recordatorios',
  remind: 'Recordar',
  remindName: (name: string) => `Recordar a ${name}`,
  remindAll: 'Recordar a todos los vencidos',
  download: 'Descargar',
  downloadAs: (format: string) => `Descargar por cobrar en ${format}`,
  downloadFailed: 'No se pudo descargar el archivo.',
  saved: (fileName: string) => `Listo: se guardó ${fileName}.`,
} as const;

export const REMINDER_TEXTS = {
  walkTitle: 'Recordar a los vencidos',
  position: (at: number, of: number) => `Cliente ${at} de ${of}`,
  loadingWalk: 'Buscando los clientes con deuda vencida...',
  walkFailed: 'No se pudieron cargar los clientes con deuda vencida.',
  noneOverdue: 'Nadie tiene deudas vencidas.',
  allRemindedToday: 'Ya les recordaste hoy a todos los clientes con deuda vencida.',
  skipped: (count: number) =>
    count === 1
      ? 'Se salta 1 cliente al que ya le recordaste hoy.'
      : `Se saltan ${count} clientes a los que ya les recordaste hoy.`,
  preparing: 'Preparando el mensaje...',
  prepareFailed: 'No se pudo preparar el recordatorio.',
  noDebt: (name: string) => `${name} ya no tiene saldo pendiente.`,
  message: 'Mensaje',
  noPhone: 'Sin un teléfono válido: WhatsApp te dejará elegir el chat.',
  openWhatsApp: 'Abrir WhatsApp',
  recording: 'Registrando el recordatorio...',
  recorded: 'Recordatorio registrado.',
  recordFailed: 'No se pudo registrar el recordatorio.',
  retry: 'Reintentar',
  askAgain: (name: string) => `Ya le recordaste hoy a ${name}. ¿Recordar otra vez?`,
  again: 'Recordar otra vez',
  cancel: 'Cancelar',
  next: 'Siguiente',
  finish: 'Terminar',
  close: 'Listo',
} as const;

/** The client's public statement link (`/e/…`), shown in the reminder with a way to revoke it. */
export const STATEMENT_LINK_TEXTS = {
  title: 'Enlace del estado de cuenta',
  hint: 'Quien tenga este enlace puede ver el estado de cuenta del cliente sin iniciar sesión.',
  confirm: '¿Desactivar el enlace? Quien lo tenga ya no podrá abrir el estado de cuenta.',
  revokeError: 'No se pudo desactivar el enlace.',
} as const;
