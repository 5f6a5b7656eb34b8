/** Values every part of the app shares (spec §9): paging and search, toasts, stored state, dates' names, the API. */

export const PRODUCT_NAME = 'Cuadre';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_LENGTH = 100;

export const TOAST_DURATION_MS = 3500;
export const TOAST_LIMIT = 20;

export const STORAGE_KEY = 'app-storage';
/** "Today" for a session that carries no zone (stored before login answered `timeZone`). */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

export const TERMS_LAST_UPDATED = '2025-07-07';
export const SHORT_ID_LENGTH = 8;
export const MONTH_NAMES_ES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;
export type TMonthNameEs = (typeof MONTH_NAMES_ES)[number];
export const DEFAULT_MONTH_LABEL = 'este mes';

export const API_BASE_PATH = '/api';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
