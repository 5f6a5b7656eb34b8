import { describe, expect, it } from 'vitest';
import { listClients } from '../../modules/clients/clients.service';
import { shopIdOf, shopOfMember, type TShopId } from './shop-scope';

// The scope is a type of its own so that the compiler, not a reviewer, finds a query scoped by anything else. The
// expectations below are checked by `npm run typecheck`, which fails when a plain string becomes a shop again.

describe('a shop id', () => {
  it('is the shop of the membership the guard checked, or the one a stored row names', () => {
    expect(shopOfMember({ shopId: '0190a1b2-0000-7000-8000-000000000001' })).toBe(
      '0190a1b2-0000-7000-8000-000000000001',
    );
    expect(shopIdOf('0190a1b2-0000-7000-8000-000000000002')).toBe('0190a1b2-0000-7000-8000-000000000002');
  });

  it('cannot be a plain string, for a variable or for a repository’s scope', () => {
    // @ts-expect-error a request body's or a route param's id is not a shop
    const fromBody: TShopId = 'someone-else';
    // @ts-expect-error the clients of whichever id a caller passes: refused by the compiler
    const reading = () => listClients(undefined as never, fromBody as string, undefined as never);
    expect(typeof reading).toBe('function');
  });
});
