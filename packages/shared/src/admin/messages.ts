/** English messages of the admin forms (spec §5). */
export const ADMIN_VALIDATION = {
  nameRequired: 'Name is required',
  nameControlCharacters: 'Name cannot contain line breaks, control or text-direction characters',
  emailRequired: 'Email is required',
  emailInvalidFormat: 'Invalid email format',
  emailInvalidAddress: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMin6: 'Password must be at least 6 characters',
  roleRequired: 'Role is required',
} as const;

// ── Admin (spec §8, English and Spanish as written) ───────────────────────────
export const ADMIN_TOASTS = {
  approveSuccessEs: 'Usuario aprobado con éxito',
  approveErrorEs: 'Error al aprobar el usuario',
  rejectSuccessEs: 'Usuario rechazado con éxito',
  rejectErrorEs: 'Error al rechazar el usuario',
  createSuccess: 'User created successfully!',
  createError: 'Failed to create user. Please try again.',
  approveSuccess: 'User approved successfully',
  approveError: (message: string) => `Error approving user: ${message}`,
  rejectSuccess: 'User rejected successfully',
  rejectError: (message: string) => `Error rejecting user: ${message}`,
  createPageError: 'Failed to create user. Please check the console for details.',
} as const;

/** Texts added to the admin's user screens: Spanish, as the product. */
export const ADMIN_ACCOUNT_MESSAGES = {
  emailVerified: 'Correo verificado',
  emailUnverified: 'Correo sin verificar',
  suspended: 'Suspendida',
  approveTitle: (name: string) => `¿Aprobar la cuenta de ${name}?`,
  approveDescription: 'Podrá iniciar sesión y le enviaremos un correo avisándole.',
  approveUnverifiedWarning:
    'Esta persona aún no verificó su correo: no podrá iniciar sesión hasta que abra el enlace de verificación.',
  approveConfirm: 'Aprobar',
  rejectTitle: (name: string) => `¿Rechazar la solicitud de ${name}?`,
  rejectDescription: 'No podrá iniciar sesión y le enviaremos un correo avisándole.',
  rejectConfirm: 'Rechazar',
  suspend: 'Suspender',
  suspendTitle: (name: string) => `¿Suspender la cuenta de ${name}?`,
  suspendDescription:
    'No podrá iniciar sesión y sus sesiones abiertas se cerrarán en su próxima acción. Podrás reactivarla cuando quieras.',
  suspendSuccess: 'Cuenta suspendida',
  suspendError: (message: string) => `Error al suspender la cuenta: ${message}`,
  reactivate: 'Reactivar',
  reactivateTitle: (name: string) => `¿Reactivar la cuenta de ${name}?`,
  reactivateDescription: 'Podrá volver a iniciar sesión con su correo y su contraseña.',
  reactivateSuccess: 'Cuenta reactivada',
  reactivateError: (message: string) => `Error al reactivar la cuenta: ${message}`,
  suspendedNotice: 'Esta cuenta está suspendida: no puede iniciar sesión.',
} as const;
