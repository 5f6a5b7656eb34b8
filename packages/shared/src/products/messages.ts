import { UNEXPECTED_ERROR_SHORT } from '../common/generic-errors';
// ── Products ──────────────────────────────────────────────────────────────────
export const PRODUCT_MESSAGES = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este producto? Esta acción no se puede deshacer.',
  deleteSuccess: 'Producto eliminado correctamente.',
  deleteError: 'Error al eliminar el producto.',
  createError: 'Error creating product. Please try again.',
  updateError: 'Error updating product. Please try again.',
  serverError: 'Ocurrió un error en el servidor.',
  unexpected: UNEXPECTED_ERROR_SHORT,
  empty: 'No hay productos registrados',
  noMatch: 'No se encontraron productos que coincidan con tu búsqueda',
} as const;
