import type { TExpenseCategory } from '@cuadre/shared/expenses/constants';

/** Tailwind classes of each category badge: a distinct colour each, grey as DEFAULT (spec §3). */
export const EXPENSE_CATEGORY_BADGE_CLASSES: Record<TExpenseCategory | 'DEFAULT', string> = {
  RENT: 'bg-blue-100 text-blue-800',
  UTILITIES: 'bg-yellow-100 text-yellow-800',
  MARKETING: 'bg-purple-100 text-purple-800',
  SUPPLIES: 'bg-green-100 text-green-800',
  TRANSPORT: 'bg-indigo-100 text-indigo-800',
  MAINTENANCE: 'bg-orange-100 text-orange-800',
  INSURANCE: 'bg-teal-100 text-teal-800',
  TAXES: 'bg-red-100 text-red-800',
  SALARY: 'bg-pink-100 text-pink-800',
  PROFESSIONAL: 'bg-cyan-100 text-cyan-800',
  OTHER: 'bg-lime-100 text-lime-800',
  DEFAULT: 'bg-gray-100 text-gray-800',
};
export function expenseCategoryBadgeClass(category: string | null | undefined): string {
  return (
    (category && (EXPENSE_CATEGORY_BADGE_CLASSES as Record<string, string>)[category]) ||
    EXPENSE_CATEGORY_BADGE_CLASSES.DEFAULT
  );
}
