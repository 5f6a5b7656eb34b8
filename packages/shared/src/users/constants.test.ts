import { describe, it, expect } from 'vitest';
import { isAdminRole } from './constants';

describe('user constants', () => {
  it('tells the admin roles from a seller', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('SUPER_ADMIN')).toBe(true);
    expect(isAdminRole('USER')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
