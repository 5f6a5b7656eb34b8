// ── Clients ───────────────────────────────────────────────────────────────────
export const CLIENT_MESSAGES = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este cliente? Esta acción no se puede deshacer.',
  deleteSuccess: 'Cliente eliminado correctamente.',
  /** The spec reuses the product text for clients. */
  deleteError: 'Error al eliminar el producto.',
  createError: 'Error creating client. Please try again.',
  updateError: 'Error updating client. Please try again.',
  withDebt: 'Con Deuda',
  withoutDebt: 'Sin Deuda',
} as const;
