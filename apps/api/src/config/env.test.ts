import { describe, expect, it } from 'vitest';
import { appUrlStartWarning, EnvError, parseEnv } from './env';

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

  it('trusts no proxy unless TRUST_PROXY names one: a hop count or addresses and CIDR ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // Trusting anyone would let every client choose its own address, and its own rate-limit counters.
    for (const bad of [
      'true',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      'proxy.local',
      '10.0.0.1,',
      '10.0.0.1/8/2',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });

  it('keeps the rate-limit counters in the process unless REDIS_URL names a Redis', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@redis.example:6380/2' }).REDIS_URL).toBe(
      'rediss://user:pw@redis.example:6380/2',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
  });

  it('wants the admin e-mail and password together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL/);
  });
});

describe('appUrlStartWarning: links a customer can open', () => {
  it('says plainly, in production, that APP_URL is unset and links will not open on customers’ phones', () => {
    expect(appUrlStartWarning(parseEnv({ NODE_ENV: 'production', PORT: '3000' }))).toBe(
      'APP_URL no está definida: los enlaces de los recibos y de los correos apuntan a http://localhost:3000 y no ' +
        'abrirán en el teléfono de un cliente. Define APP_URL con la dirección pública de Cuadre (por ejemplo ' +
        'https://cuadre.tu-negocio.com).',
    );
  });

  it('says so for an APP_URL on this machine or the shop’s network too', () => {
    for (const url of ['http://127.0.0.1:3000', 'http://192.168.1.20:3000']) {
      expect(appUrlStartWarning(parseEnv({ NODE_ENV: 'production', APP_URL: url })), url).toMatch(
        /^APP_URL \(http:\/\/[\d.]+:3000\) es una dirección local: .* no abrirán en el teléfono de un cliente/,
      );
    }
  });

  it('says nothing with a public APP_URL, or outside production', () => {
    expect(
      appUrlStartWarning(parseEnv({ NODE_ENV: 'production', APP_URL: 'https://cuadre.example.com' })),
    ).toBe(null);
    expect(appUrlStartWarning(parseEnv({}))).toBe(null);
    expect(appUrlStartWarning(parseEnv({ NODE_ENV: 'test' }))).toBe(null);
  });
});
