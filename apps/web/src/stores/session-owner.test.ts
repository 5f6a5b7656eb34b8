import { describe, expect, it } from 'vitest';
import { makeToken, sessionUser, validToken } from '@/testing/tokens';
import { sessionOwnerOf } from './session-slice';

const exp = Math.floor(Date.now() / 1000) + 3600;
const inShop = (shop: string, sub = 'user-1') => makeToken({ sub, role: 'USER', shop, exp });
const user = sessionUser({ id: 'user-1' });

describe('sessionOwnerOf', () => {
  it('is the person’s id alone in their own shop', () => {
    expect(sessionOwnerOf({ token: inShop('user-1'), user })).toBe('user-1');
  });

  it('is the person’s id alone with a token from before shops (no shop claim)', () => {
    expect(sessionOwnerOf({ token: validToken('USER', 'user-1'), user })).toBe('user-1');
  });

  it('names the shop when the session acts in someone else’s', () => {
    expect(sessionOwnerOf({ token: inShop('shop-2'), user })).toBe('user-1@shop-2');
  });

  it('is null without a user, whatever the token says', () => {
    expect(sessionOwnerOf({ token: inShop('shop-2'), user: null })).toBeNull();
    expect(sessionOwnerOf({ token: null, user: null })).toBeNull();
  });
});
