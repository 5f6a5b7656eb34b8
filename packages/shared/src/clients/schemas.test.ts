import { describe, it, expect } from 'vitest';
import { ZClientCreateRequest, ZClientListQuery, ZClientUpdateRequest } from './schemas';
import { firstMessage } from '../testing/schema-messages';

describe('ZClientCreateRequest', () => {
  it('requires a name', () => {
    expect(firstMessage(ZClientCreateRequest, { name: '' }, 'name')).toBe('El nombre es obligatorio');
  });

  it('treats an empty email and phone as absent', () => {
    expect(ZClientCreateRequest.parse({ name: 'Luis', email: '', phone: ' ' })).toEqual({
      name: 'Luis',
      email: undefined,
      phone: undefined,
    });
  });

  it('rejects an email that does not look like one', () => {
    expect(firstMessage(ZClientCreateRequest, { name: 'Luis', email: 'luis@' }, 'email')).toBe(
      'Dirección de email inválida',
    );
  });

  it('keeps phone as free text', () => {
    expect(ZClientCreateRequest.parse({ name: 'Luis', phone: '+58 (412) 555-1234' }).phone).toBe(
      '+58 (412) 555-1234',
    );
  });
});

describe('ZClientUpdateRequest', () => {
  it('requires name and email', () => {
    expect(firstMessage(ZClientUpdateRequest, { name: '', email: 'a@b.co' }, 'name')).toBe(
      'El nombre es obligatorio',
    );
    expect(firstMessage(ZClientUpdateRequest, { name: 'Luis', email: '' }, 'email')).toBe(
      'El email es obligatorio',
    );
    expect(firstMessage(ZClientUpdateRequest, { name: 'Luis', email: 'x' }, 'email')).toBe(
      'Dirección de email inválida',
    );
  });
});

describe('ZClientListQuery', () => {
  it('filters by debt, omitted for all', () => {
    expect(ZClientListQuery.parse({ debtStatus: 'with_debt' }).debtStatus).toBe('with_debt');
    expect(ZClientListQuery.parse({ debtStatus: 'all' }).debtStatus).toBeUndefined();
    expect(ZClientListQuery.parse({}).debtStatus).toBeUndefined();
    expect(ZClientListQuery.safeParse({ debtStatus: 'maybe' }).success).toBe(false);
  });
});
