/** A shop's members and their roles (design §18, decision record 029). */

export const SHOP_ROLES = ['OWNER', 'MANAGER', 'CASHIER', 'ACCOUNTANT'] as const;
export type TShopRole = (typeof SHOP_ROLES)[number];

/** How the screens name each role. */
export const SHOP_ROLE_LABELS: Record<TShopRole, string> = {
  OWNER: 'Dueño',
  MANAGER: 'Encargado',
  CASHIER: 'Cajero',
  ACCOUNTANT: 'Contador',
};

/** INVITED: an e-mail invitation not yet accepted; SUSPENDED: the owner stopped the member, who may come back. */
export const MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'SUSPENDED'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];

/** Wrong PINs in a row that lock a member until a manager or the owner gives a new PIN. */
export const PIN_ATTEMPTS_BEFORE_LOCK = 5;

/** Minutes without a tap after which a shop device asks for a PIN again: the owner sets it in this range. */
export const DEFAULT_IDLE_LOCK_MINUTES = 5;
export const IDLE_LOCK_MINUTES_RANGE = { min: 1, max: 240 } as const;

/** How long a manager's approval on the spot stays good for the one action it was given for. */
export const APPROVAL_TTL_MS = 2 * 60_000;

/** The header a guarded request repeats its approval in. */
export const APPROVAL_HEADER = 'x-approval';

/** The header of a 403 APPROVAL_REQUIRED that names the action to approve. */
export const APPROVAL_ACTION_HEADER = 'x-approval-action';

/** How long an e-mailed invitation to join a shop stays good; inviting the same address again sends a new one. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** The register every shop has (decision record 029); migration 0041's trigger gives it this name. */
export const MAIN_REGISTER_NAME = 'Caja principal';
