import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, pgErrorOf } from './pg-error';

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

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a database that cannot answer now, however drizzle or Node wrapped the driver error', () => {
    for (const code of ['57014', '57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) })), code).toBe(true);
    }
    // localhost tried as ::1 and 127.0.0.1: Node reports both refusals together.
    const both = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves a statement that failed on its own data to the other answers', () => {
    for (const code of ['23505', '22P02', '40P01', '42P01']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
