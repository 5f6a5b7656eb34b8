import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/tokens';
import { decodeJwt, getTokenStatus, isTokenExpired } from './jwt';

describe('decodeJwt', () => {
  it('reads sub, role and exp from a base64url payload', () => {
    const token = makeToken({ sub: 'a1', role: 'SUPER_ADMIN', exp: 2_000_000_000, iat: 1 });
    expect(decodeJwt(token)).toEqual({ sub: 'a1', role: 'SUPER_ADMIN', exp: 2_000_000_000 });
  });

  it('reads payloads whose base64url uses - and _ and carries UTF-8', () => {
    // "ñ?>" style content produces '-' and '_' in base64url.
    const token = makeToken({ sub: 'ñandú~~~???>>>', role: 'USER', exp: 2_000_000_000 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwt(token)?.sub).toBe('ñandú~~~???>>>');
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['two parts', 'a.b'],
    ['bad base64', 'a.%%%.c'],
    ['not JSON', `a.${btoa('hola')}.c`],
    ['JSON array', makeToken({}).replace(/\.[^.]+\./, `.${btoa('[1]')}.`)],
    ['unknown role', makeToken({ sub: 'a', role: 'ROOT', exp: 1 })],
    ['exp as string', makeToken({ sub: 'a', role: 'USER', exp: '1' })],
    ['empty sub', makeToken({ sub: '', role: 'USER', exp: 1 })],
  ])('returns null for %s', (_label, token) => {
    expect(decodeJwt(token)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('compares exp (seconds) with now (milliseconds)', () => {
    expect(isTokenExpired(100, 99_999)).toBe(false);
    expect(isTokenExpired(100, 100_000)).toBe(true);
    expect(isTokenExpired(100, 100_001)).toBe(true);
  });
});

describe('getTokenStatus', () => {
  const now = 1_000_000_000_000;
  it('classifies tokens for the guards', () => {
    expect(getTokenStatus(null, now).kind).toBe('anonymous');
    expect(getTokenStatus('garbage', now).kind).toBe('invalid');
    expect(getTokenStatus(makeToken({ sub: 'a', role: 'USER', exp: now / 1000 - 1 }), now).kind).toBe(
      'expired',
    );
    expect(getTokenStatus(makeToken({ sub: 'a', role: 'USER', exp: now / 1000 + 1 }), now).kind).toBe(
      'valid',
    );
  });
});
