/** Users' roles and statuses (spec §3, design.md §4), and the shop data they print on documents. */

export const USER_ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type TUserRole = (typeof USER_ROLES)[number];
/** Roles admitted by the admin guard (design.md §4). */
export const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly TUserRole[];
export type TAdminRole = (typeof ADMIN_ROLES)[number];
/** Roles an admin may give when creating a user (never SUPER_ADMIN). */
export const CREATABLE_ROLES = ['USER', 'ADMIN'] as const satisfies readonly TUserRole[];
export type TCreatableRole = (typeof CREATABLE_ROLES)[number];
export const DEFAULT_USER_ROLE: TUserRole = 'USER';

export function isAdminRole(role: string | null | undefined): role is TAdminRole {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

export const USER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
/** Admin area is English (spec §2 admin screens). */
export const USER_STATUS_LABELS: Record<TUserStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** The shop's data printed on its documents (design §12): the longest each may be. */
export const SHOP_DOCUMENT_LIMITS = {
  businessName: 150,
  taxId: 20,
  address: 200,
  phone: 30,
  receiptFooter: 200,
};
