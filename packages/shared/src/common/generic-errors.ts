/** The generic errors: what a screen says when nothing more precise can be said. */
export const GENERIC_ERROR = 'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.';
export const SERVER_ERROR = 'Error del servidor. Por favor, inténtalo de nuevo más tarde.';
export const UNEXPECTED_ERROR_SHORT = 'Ocurrió un error inesperado.';
