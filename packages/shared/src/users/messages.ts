// ── Profile ───────────────────────────────────────────────────────────────────
export const PROFILE_MESSAGES = {
  updateError: 'Hubo un error al actualizar tu perfil.',
  updateSuccess: 'Perfil actualizado con éxito',
  /** A new e-mail takes effect only once the link sent to it is opened. */
  emailChangePending: (email: string) => `Te enviamos un enlace a ${email} para confirmar el cambio.`,
} as const;

// ── E-mail change (/confirm-email-change) ─────────────────────────────────────
export const EMAIL_CHANGE_MESSAGES = {
  title: 'Cambio de Correo',
  pending: 'Confirmando tu nuevo correo...',
  successTitle: '¡Correo actualizado!',
  success: (email: string) => `Desde ahora tu cuenta usa ${email}. Úsalo para iniciar sesión.`,
  errorTitle: 'No se pudo cambiar el correo',
  tokenNotFound: 'El enlace no trae su código. Ábrelo tal como llegó a tu correo.',
} as const;
