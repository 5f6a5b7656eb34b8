// ── Open accounts ─────────────────────────────────────────────────────────────
export const OPEN_ACCOUNT_MESSAGES = {
  checkAllError: (message: string) => `Error al verificar cuentas: ${message}`,
  empty: 'No hay cuentas abiertas registradas',
  noMatch: (search: string) => `No se encontraron cuentas abiertas para "${search}"`,
  notLoggedIn: 'Por favor, inicia sesión para ver las cuentas abiertas.',
  searchPlaceholder: 'Buscar por cliente...',
  /** Server answer of check-and-close-all. */
  closedCount: (closed: number) =>
    closed === 0
      ? 'No se encontraron cuentas para cerrar.'
      : closed === 1
        ? 'Se cerró 1 cuenta.'
        : `Se cerraron ${closed} cuentas.`,
  closed: 'La cuenta fue cerrada.',
  stillOpen: 'La cuenta sigue abierta: tiene ventas pendientes.',
} as const;

// ── Sharing ───────────────────────────────────────────────────────────────────
export const SHARE_MESSAGES = {
  unsupported: 'La función de compartir no es compatible con este navegador.',
  failed: 'No se pudo compartir el resumen.',
} as const;
