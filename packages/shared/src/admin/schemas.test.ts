import { describe, it, expect } from 'vitest';
import {
  ZAdminCreateUserInlineForm,
  ZAdminCreateUserPageForm,
  ZAdminCreateUserRequest,
  ZAdminUsersQuery,
} from './schemas';
import { firstMessage, messagesOf } from '../testing/schema-messages';
import { ADMIN_VALIDATION } from './messages';

describe('admin create user page form', () => {
  it('uses the English messages of the page', () => {
    expect(messagesOf(ZAdminCreateUserPageForm, { name: '', email: '', password: '', role: 'USER' })).toEqual(
      {
        name: ['Name is required'],
        email: ['Email is required'],
        password: ['Password is required'],
      },
    );
    const base = { name: 'Ana', email: 'ana@example.com', password: 'secret12', role: 'USER' };
    expect(firstMessage(ZAdminCreateUserPageForm, { ...base, email: 'ana@' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(firstMessage(ZAdminCreateUserPageForm, { ...base, password: 'short' }, 'password')).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('defaults the role to USER and refuses SUPER_ADMIN', () => {
    expect(ZAdminCreateUserPageForm.parse({ name: 'A', email: 'a@b.co', password: '12345678' }).role).toBe(
      'USER',
    );
    expect(
      ZAdminCreateUserPageForm.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: '12345678',
        role: 'SUPER_ADMIN',
      }).success,
    ).toBe(false);
  });
});

describe('admin inline create user form', () => {
  const base = { name: 'Ana', email: 'ana@example.com', password: 'abc123', role: 'ADMIN' };

  it('accepts 6-character passwords', () => {
    expect(ZAdminCreateUserInlineForm.safeParse(base).success).toBe(true);
  });

  it('uses the inline messages', () => {
    expect(firstMessage(ZAdminCreateUserInlineForm, { ...base, email: 'ana@example' }, 'email')).toBe(
      'Invalid email address',
    );
    expect(firstMessage(ZAdminCreateUserInlineForm, { ...base, password: 'abc' }, 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstMessage(ZAdminCreateUserInlineForm, { ...base, role: '' }, 'role')).toBe('Role is required');
  });
});

describe('ZAdminCreateUserRequest', () => {
  it('accepts both forms and never SUPER_ADMIN', () => {
    expect(
      ZAdminCreateUserRequest.safeParse({ name: 'A', email: 'a@b.co', password: 'abc123', role: 'USER' })
        .success,
    ).toBe(true);
    expect(
      ZAdminCreateUserRequest.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: 'abc123',
        role: 'SUPER_ADMIN',
      }).success,
    ).toBe(false);
  });
});

describe('ZAdminUsersQuery', () => {
  it('filters by status when given', () => {
    expect(ZAdminUsersQuery.parse({ status: 'PENDING' }).status).toBe('PENDING');
    expect(ZAdminUsersQuery.parse({ status: '' }).status).toBeUndefined();
    expect(ZAdminUsersQuery.safeParse({ status: 'DELETED' }).success).toBe(false);
  });
});

describe('a name an e-mail prints', () => {
  it('refuses a line break in an admin-created user name, as register and the profile do', () => {
    const parsed = ZAdminCreateUserRequest.safeParse({
      name: 'Ana\r\nSoporte',
      email: 'ana@example.com',
      password: 'Segura#2025',
      role: 'USER',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      ADMIN_VALIDATION.nameControlCharacters,
    );
  });
});
