import { describe, it, expect } from 'vitest';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from './constants';

describe('expense constants', () => {
  it('gives every expense category a label', () => {
    expect(EXPENSE_CATEGORIES.every((c) => EXPENSE_CATEGORY_LABELS[c].trim() !== '')).toBe(true);
  });
});
