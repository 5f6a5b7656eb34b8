import { GENERIC_ERROR, SERVER_ERROR, UNEXPECTED_ERROR_SHORT } from '../common/generic-errors';
// ── Password strength labels (spec §5), index = score ─────────────────────────
export const PASSWORD_STRENGTH_LABELS = ['', 'Muy Débil', 'Débil', 'Media', 'Fuerte', 'Muy Fuerte'] as const;
export type TPasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

// ── Login (spec §8) ───────────────────────────────────────────────────────────
export const LOGIN_ERRORS = {
  401: 'Credenciales inválidas. Por favor, verifica tu correo electrónico y contraseña.',
  403: 'Por favor, verifica tu email antes de iniciar sesión. Revisa tu bandeja de entrada o solicita un nuevo enlace de verificación.',
  404: 'Usuario no encontrado. Por favor, verifica tu correo electrónico.',
  500: SERVER_ERROR,
  generic: GENERIC_ERROR,
} as const;

export const LOGIN_TEXTS = {
  dialogTitle: 'Error al iniciar sesión',
  overlay: 'Iniciando sesión...',
  submitting: 'Iniciando...',
  close: 'Cerrar',
  understood: 'Entendido',
} as const;

// ── Register ──────────────────────────────────────────────────────────────────
export const REGISTER_TEXTS = {
  submit: 'Registrarse',
  submitting: 'Registrando...',
  successTitle: '¡Solicitud Recibida!',
  loadingCountries: 'Cargando países...',
  noCountries: 'No hay países disponibles',
  selectCountry: 'Selecciona tu país',
} as const;

export const COUNTRIES_ERRORS = {
  load: 'No se pudieron cargar los países. Inténtalo de nuevo más tarde.',
  registerPrefix: 'Error al cargar países: ',
  elsewhere: 'Error al cargar países.',
} as const;

// ── Forgot / reset / change password (spec §8) ────────────────────────────────
export const FORGOT_PASSWORD_ERRORS = {
  400: 'Datos inválidos. Por favor, verifica tu correo electrónico.',
  generic: GENERIC_ERROR,
} as const;

export const RESET_PASSWORD_ERRORS = {
  noResponse: GENERIC_ERROR,
  400: 'Token inválido o expirado. Por favor, solicita un nuevo enlace de recuperación.',
  500: SERVER_ERROR,
  generic: GENERIC_ERROR,
} as const;

export const CHANGE_PASSWORD_ERRORS = {
  401: 'Contraseña actual incorrecta. Por favor, verifica tu contraseña.',
  400: 'La nueva contraseña debe ser diferente a la actual.',
  500: SERVER_ERROR,
  generic: GENERIC_ERROR,
} as const;

export const PASSWORD_TEXTS = {
  updatedTitle: '¡Contraseña Actualizada!',
  updatingOverlay: 'Actualizando contraseña...',
  invalidLinkTitle: 'Enlace Inválido',
  requestNewLink: 'Solicitar nuevo enlace',
  goToLogin: 'Ir al Login',
  emailSentTitle: '¡Correo Enviado!',
  /** The rule of a reset or changed password (ZResetPassword, ZNewPassword), shown under the field. */
  newPasswordHint: 'Al menos 8 caracteres, con una minúscula, una mayúscula y un número.',
  /** Name of the show/hide toggle of every "confirm password" field. */
  showConfirmation: 'Mostrar confirmación de contraseña',
} as const;

// ── Verification ──────────────────────────────────────────────────────────────
export const VERIFICATION_MESSAGES = {
  successTitle: '¡Cuenta verificada!',
  errorTitle: 'Error de verificación',
  tokenNotFound: 'Token de verificación no encontrado',
  unexpected: UNEXPECTED_ERROR_SHORT,
  resendSuccess: 'Email de verificación reenviado exitosamente',
  resendError: (message: string) => `Error: ${message}`,
  resendEmailRequired: 'Por favor, ingresa tu email',
} as const;
