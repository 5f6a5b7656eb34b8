import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES } from '@cuadre/shared/expenses/constants';
import { EXPENSE_CATEGORY_BADGE_CLASSES, expenseCategoryBadgeClass } from './expense-category-classes';

describe('expense category badges', () => {
  it('gives every expense category its own badge colour, grey for anything else', () => {
    const classes = EXPENSE_CATEGORIES.map((c) => EXPENSE_CATEGORY_BADGE_CLASSES[c]);
    expect(new Set(classes).size).toBe(EXPENSE_CATEGORIES.length);
    expect(classes).not.toContain(EXPENSE_CATEGORY_BADGE_CLASSES.DEFAULT);
    expect(expenseCategoryBadgeClass('UNKNOWN')).toBe(EXPENSE_CATEGORY_BADGE_CLASSES.DEFAULT);
    expect(expenseCategoryBadgeClass(null)).toContain('gray');
  });
});
