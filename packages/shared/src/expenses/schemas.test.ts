import { describe, it, expect } from 'vitest';
import {
  expenseDateToTimestamp,
  expenseFormToRequest,
  ZExpenseForm,
  ZExpenseListQuery,
  ZExpenseRequest,
} from './schemas';
import { firstMessage, messagesOf } from '../testing/schema-messages';

const ok = { description: 'Alquiler de julio', amount: 250, category: 'RENT', date: '2025-07-07' };

describe('ZExpenseForm', () => {
  it('uses the spec messages for every empty field', () => {
    expect(messagesOf(ZExpenseForm, { description: '', amount: '', category: '', date: '' })).toEqual({
      description: ['La descripción es obligatoria'],
      amount: ['El monto es obligatorio'],
      category: ['La categoría es obligatoria'],
      date: ['La fecha es obligatoria'],
    });
  });

  it('limits the description to 255 characters', () => {
    expect(firstMessage(ZExpenseForm, { ...ok, description: 'x'.repeat(256) }, 'description')).toBe(
      'La descripción no puede exceder 255 caracteres',
    );
    expect(ZExpenseForm.safeParse({ ...ok, description: 'x'.repeat(255) }).success).toBe(true);
  });

  it('needs an amount of at least 0.01, typed as text or number', () => {
    expect(firstMessage(ZExpenseForm, { ...ok, amount: 0 }, 'amount')).toBe('El monto debe ser mayor a 0');
    expect(firstMessage(ZExpenseForm, { ...ok, amount: Number.NaN }, 'amount')).toBe(
      'El monto es obligatorio',
    );
    expect(ZExpenseForm.parse({ ...ok, amount: '12.50' }).amount).toBe(12.5);
    expect(ZExpenseForm.parse({ ...ok, amount: '0.01' }).amount).toBe(0.01);
  });

  it('refuses unknown categories', () => {
    expect(firstMessage(ZExpenseForm, { ...ok, category: 'PARTY' }, 'category')).toBe(
      'La categoría es obligatoria',
    );
  });
});

describe('expense request', () => {
  it('sends the amount as a number and the date as an ISO timestamp on the same day', () => {
    const request = expenseFormToRequest(ZExpenseForm.parse(ok));
    expect(request).toEqual({
      description: 'Alquiler de julio',
      amount: 250,
      category: 'RENT',
      date: '2025-07-07T12:00:00.000Z',
    });
    expect(ZExpenseRequest.safeParse(request).success).toBe(true);
    expect(expenseDateToTimestamp('2025-07-07')).toBe('2025-07-07T12:00:00.000Z');
  });

  it('refuses amounts sent as text', () => {
    expect(ZExpenseRequest.safeParse({ ...ok, amount: '250' }).success).toBe(false);
  });
});

describe('ZExpenseListQuery', () => {
  it('omits ALL and empty filters', () => {
    expect(ZExpenseListQuery.parse({ category: 'ALL', startDate: '', endDate: '' })).toEqual({
      page: 1,
      pageSize: 10,
      search: undefined,
      category: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(ZExpenseListQuery.parse({ category: 'TAXES', startDate: '2025-07-01' })).toMatchObject({
      category: 'TAXES',
      startDate: '2025-07-01',
    });
    expect(ZExpenseListQuery.safeParse({ startDate: '2025-07-32' }).success).toBe(false);
  });
});
