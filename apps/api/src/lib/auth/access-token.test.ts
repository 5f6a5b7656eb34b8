import { afterEach, describe, expect, it, vi } from 'vitest';
import { JWT_TTL_SECONDS } from '@cuadre/shared/auth/constants';
import { createAccessTokens } from './access-token';

const SECRET = 'access-token-test-secret-0123456789abcdef';

const SELLER_ID = '0190a000-0000-7000-8000-00000000000a';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again and again, and refuses it once it expires although it was accepted before', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z'), toFake: ['Date'] });
    const tokens = createAccessTokens(SECRET);
    const token = tokens.sign({ sub: SELLER_ID, role: 'USER', shop: SELLER_ID });
    expect(tokens.verify(token)).toMatchObject({ sub: SELLER_ID, role: 'USER' });
    expect(tokens.verify(token)).toMatchObject({ sub: SELLER_ID, role: 'USER' });
    vi.setSystemTime(Date.now() + JWT_TTL_SECONDS * 1000 - 1_000);
    expect(tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 2_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token with a changed payload or another key, even after the genuine one was accepted', () => {
    const tokens = createAccessTokens(SECRET);
    const token = tokens.sign({ sub: SELLER_ID, role: 'USER', shop: SELLER_ID });
    expect(tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    expect(tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    const elsewhere = createAccessTokens(`${SECRET}-other`).sign({
      sub: SELLER_ID,
      role: 'ADMIN',
      shop: SELLER_ID,
    });
    expect(tokens.verify(elsewhere)).toBeNull();
    expect(tokens.verify(token)).not.toBeNull();
  });

  it('refuses a token of ours whose subject or shop is not an id', () => {
    const tokens = createAccessTokens(SECRET);
    expect(tokens.verify(tokens.sign({ sub: 'admin', role: 'ADMIN', shop: SELLER_ID }))).toBeNull();
    expect(tokens.verify(tokens.sign({ sub: SELLER_ID, role: 'USER', shop: 'la-otra-tienda' }))).toBeNull();
  });

  it('reads a PIN session with its shop and device, and refuses one whose device is not an id', () => {
    const tokens = createAccessTokens(SECRET);
    const device = '0190a000-0000-7000-8000-0000000000d1';
    const pinSession = tokens.sign({ sub: SELLER_ID, role: 'USER', shop: SELLER_ID, device });
    expect(tokens.verify(pinSession)).toMatchObject({ sub: SELLER_ID, shop: SELLER_ID, device });
    expect(tokens.verify(tokens.sign({ sub: SELLER_ID, role: 'USER', shop: SELLER_ID }))).not.toHaveProperty(
      'device',
    );
    expect(
      tokens.verify(tokens.sign({ sub: SELLER_ID, role: 'USER', shop: SELLER_ID, device: 'tablet' })),
    ).toBeNull();
  });
});
