// ── Sales and cart ────────────────────────────────────────────────────────────
export const SALE_MESSAGES = {
  success: '¡Venta creada con éxito!',
  error: (message: string) => `Error al crear la venta: ${message}`,
  createError: 'Error creating sale. Please try again.',
  confirmWarning: 'Una vez confirmada, la venta no se puede modificar ni eliminar.',
  /** A credit sale's confirmation when the client pays nothing today: no method to name. */
  noInitialPayment: 'Sin abono',
  customItem: 'Producto personalizado - Sin información de costo',
} as const;
