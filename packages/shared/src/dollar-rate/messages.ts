// ── Dollar rate ───────────────────────────────────────────────────────────────
export const DOLLAR_RATE_MESSAGES = {
  unavailable: 'No se pudo obtener el valor del dólar. Inténtalo de nuevo más tarde.',
  widgetError: 'Error al cargar',
  fieldNote: 'Tasa del dólar no disponible',
  loading: 'Cargando...',
  /** The card's line for a published rate not yet in force (design §7). */
  nextRate: (rateText: string, dateText: string) => `Próxima tasa: Bs. ${rateText} desde ${dateText}`,
  manualNote: 'Tasa fijada a mano por un administrador',
  /** The card's euro, read from the same BCV page. */
  euroTitle: 'Euro BCV',
  fallbackNote: 'Tasa de una fuente alternativa (el BCV no respondió)',
} as const;
