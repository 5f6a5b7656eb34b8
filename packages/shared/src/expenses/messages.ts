// ── Expenses ──────────────────────────────────────────────────────────────────
export const EXPENSE_MESSAGES = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este gasto?',
  deleteSuccess: 'Gasto eliminado exitosamente',
  deleteError: (message: string) => `Error al eliminar el gasto: ${message}`,
  empty: 'No hay gastos registrados',
  emptyHint: 'Comienza agregando tu primer gasto',
  noMatch: 'No se encontraron gastos con los filtros aplicados',
  addTitle: 'Añadir Nuevo Gasto',
  editTitle: 'Editar Gasto',
} as const;
