import { describe, it, expect } from 'vitest';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_BADGE_CLASSES,
  EXPENSE_CATEGORY_LABELS,
  expenseCategoryBadgeClass,
  isAdminRole,
  isVenezuela,
  PAYMENT_METHOD_LABELS,
  REGISTER_STEPS,
} from './constants';

describe('constants', () => {
  it('has the 11 expense categories, each with a label and its own badge colour', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(11);
    expect(EXPENSE_CATEGORY_LABELS.PROFESSIONAL).toBe('Servicios Profesionales');
    const classes = EXPENSE_CATEGORIES.map((c) => EXPENSE_CATEGORY_BADGE_CLASSES[c]);
    expect(new Set(classes).size).toBe(11);
    expect(classes).not.toContain(EXPENSE_CATEGORY_BADGE_CLASSES.DEFAULT);
    expect(expenseCategoryBadgeClass('UNKNOWN')).toBe(EXPENSE_CATEGORY_BADGE_CLASSES.DEFAULT);
    expect(expenseCategoryBadgeClass(null)).toContain('gray');
  });

  it('labels payment methods in Spanish', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      CASH: 'Efectivo',
      CARD: 'Tarjeta',
      TRANSFER: 'Transferencia',
      OTHER: 'Otro',
    });
  });

  it('has the four wizard steps and the admin roles', () => {
    expect(REGISTER_STEPS).toEqual(['Datos Personales', 'Seguridad', 'Ubicación', 'Finalizar']);
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('SUPER_ADMIN')).toBe(true);
    expect(isAdminRole('USER')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('recognises a Venezuelan seller by the currency code stored from the country', () => {
    expect(isVenezuela({ currency: 'VES' })).toBe(true);
    expect(isVenezuela({ currency: 'COP' })).toBe(false);
    expect(isVenezuela({ currency: null })).toBe(false);
    expect(isVenezuela({})).toBe(false);
  });
});
