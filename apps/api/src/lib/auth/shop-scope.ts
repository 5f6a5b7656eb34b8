declare const shop: unique symbol;

/**
 * The shop whose rows a query reads or writes (decision record 027). Every repository and use case of the shop's
 * data takes one, and only the two functions below make one, so that what "the seller's data" means is decided in
 * this file alone. Today a shop is its owner's account: its id is the account's id, and the shop's rows carry it
 * in their `shop_id` column. A signed-in request's shop is `shopOf(request)` (guards.ts).
 */
export type TShopId = string & { readonly [shop]: true };

/** The shop a signed-in member acts for: the one their membership, checked by the guard, belongs to. */
export function shopOfMember(membership: { shopId: string }): TShopId {
  return membership.shopId as TShopId;
}

/**
 * The shop a stored row or an admin's path names (a sale's `shop_id`, the seller an admin opened): trusted because
 * the database or the admin's own guard vouches for it, never a request body's word.
 */
export function shopIdOf(storedId: string): TShopId {
  return storedId as TShopId;
}

/**
 * Who writes (decision record 029): the shop the rows belong to and the member whose action wrote them, which
 * every sale, payment, return, till movement, stock movement and expense records. A signed-in request's is its
 * guard's answer (`authOf(request)`).
 */
export interface TActor {
  shopId: TShopId;
  memberId: string;
  /**
   * The register (caja) the action happens at: a shop device's, set when it was enrolled. Absent, the shop's
   * "Caja principal", whose id is the shop's (registerOf).
   */
  registerId?: string;
}

/** The register an actor's till money goes to: its own, or the shop's main one. */
export function registerOf(actor: Pick<TActor, 'shopId' | 'registerId'>): string {
  return actor.registerId ?? actor.shopId;
}
