/** The registration wizard, password rules and token lifetimes (spec §2, §5, §9, design.md §4). */

export const REGISTER_STEPS = ['Datos Personales', 'Seguridad', 'Ubicación', 'Finalizar'] as const;
export const REGISTER_STEP_COUNT = REGISTER_STEPS.length;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const ADMIN_INLINE_PASSWORD_MIN_LENGTH = 6;
export const GENERATED_PASSWORD_LENGTH = 12;
export const PASSWORD_SPECIAL_CHARS = '!@#$%=+^&*(),.?":{}|<>';
export const PASSWORD_STRENGTH_MAX = 5;

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link that confirms a profile's new e-mail. */
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const JWT_TTL_SECONDS = 8 * 60 * 60;
