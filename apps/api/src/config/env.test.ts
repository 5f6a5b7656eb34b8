import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 30000,
      DOLLAR_RATE_TTL: 1800,
      LOG_LEVEL: 'info',
    });
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        DATABASE_STATEMENT_TIMEOUT_MS: '-1',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'DATABASE_STATEMENT_TIMEOUT_MS', 'JWT_SECRET', 'LOG_LEVEL']) {
      expect(message).toContain(name);
    }
  });

  it('runs against a server with only DATABASE_URL set', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' }).DATABASE_URL).toContain(
      '5432',
    );
  });

  it('wants the admin e-mail and password together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL/);
  });
});
