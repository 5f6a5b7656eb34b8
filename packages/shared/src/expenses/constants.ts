/** Expense categories and limits (spec §3). */

export const EXPENSE_CATEGORIES = [
  'RENT',
  'UTILITIES',
  'MARKETING',
  'SUPPLIES',
  'TRANSPORT',
  'MAINTENANCE',
  'INSURANCE',
  'TAXES',
  'SALARY',
  'PROFESSIONAL',
  'OTHER',
] as const;
export type TExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<TExpenseCategory, string> = {
  RENT: 'Alquiler',
  UTILITIES: 'Servicios',
  MARKETING: 'Marketing',
  SUPPLIES: 'Suministros',
  TRANSPORT: 'Transporte',
  MAINTENANCE: 'Mantenimiento',
  INSURANCE: 'Seguros',
  TAXES: 'Impuestos',
  SALARY: 'Salarios',
  PROFESSIONAL: 'Servicios Profesionales',
  OTHER: 'Otros',
};
/** Value of the category filter meaning "no filter" (omitted from the list call). */
export const EXPENSE_CATEGORY_ALL = 'ALL';
export const EXPENSE_DESCRIPTION_MAX = 255;
