import { describe, expect, it } from 'vitest';
import { pgErrorOf } from './pg-error';

describe('pgErrorOf', () => {
  it('reads the SQLSTATE whether drizzle wrapped the driver error or not', () => {
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_lower_key',
    });
    expect(pgErrorOf(driverError)).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
    expect(pgErrorOf(new Error('Failed query', { cause: driverError }))).toMatchObject({ code: '23505' });
  });

  it('keeps the outer error when its cause carries no SQLSTATE, and survives a thrown nothing', () => {
    const outer = Object.assign(new Error('outer'), { code: '40P01', cause: new Error('inner') });
    expect(pgErrorOf(outer).code).toBe('40P01');
    expect(pgErrorOf(undefined).code).toBeUndefined();
  });
});
