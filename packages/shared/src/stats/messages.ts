// ── Statistics ────────────────────────────────────────────────────────────────
export const STATS_MESSAGES = {
  empty: 'No hay datos para el período seleccionado',
  loadError: 'Error al cargar las estadísticas',
  retry: 'Reintentar',
} as const;

/** Under Ganancias when some revenue has no known cost (design §10 "Profit adds up"): it counts at cost 0. */
export const withoutCostNote = (share: string) =>
  `${share} de lo vendido sin costo conocido (contado a costo 0)`;
