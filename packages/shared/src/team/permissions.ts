import type { TShopRole } from './constants';

/**
 * What a member may do in their shop (design §18, decision record 029): one table that the API's guards and the
 * screens both read. `allow`: done at once; `approve`: done with a manager's or the owner's approval on the spot;
 * `deny`: not for this role. Reading the catalogue, the clients and the sales needs no action of its own.
 */
export const SHOP_ACTIONS = [
  'sell',
  'collect',
  'till.operate',
  'till.cashOut',
  'clients.write',
  'clients.delete',
  'credit.setLimit',
  'credit.overLimit',
  'sale.discount',
  'products.write',
  'products.delete',
  'stock.receive',
  'stock.adjust',
  'return',
  'figures.read',
  'costs.read',
  'sales.readAll',
  'expenses.write',
  'export',
  'import',
  'shop.edit',
  'members.manage',
  'members.resetPin',
  'devices.manage',
] as const;
export type TShopAction = (typeof SHOP_ACTIONS)[number];

/** Each action as the record and the approval dialog name it. */
export const SHOP_ACTION_LABELS: Record<TShopAction, string> = {
  sell: 'vender',
  collect: 'cobrar un abono',
  'till.operate': 'abrir o cerrar la caja',
  'till.cashOut': 'sacar dinero de la caja',
  'clients.write': 'guardar un cliente',
  'clients.delete': 'eliminar un cliente',
  'credit.setLimit': 'cambiar el límite de crédito de un cliente',
  'credit.overLimit': 'vender fiado por encima del límite de crédito',
  'sale.discount': 'dar un descuento por encima de su máximo',
  'products.write': 'cambiar un producto',
  'products.delete': 'eliminar un producto',
  'stock.receive': 'recibir mercancía',
  'stock.adjust': 'ajustar el inventario',
  return: 'hacer una devolución',
  'figures.read': 'ver las cifras',
  'costs.read': 'ver costos y ganancias',
  'sales.readAll': 'ver las ventas de todo el equipo',
  'expenses.write': 'registrar un gasto',
  export: 'exportar datos',
  import: 'importar datos',
  'shop.edit': 'cambiar los datos del negocio',
  'members.manage': 'cambiar el equipo',
  'members.resetPin': 'dar un PIN nuevo',
  'devices.manage': 'cambiar los equipos del negocio',
};

export type TPermission = 'allow' | 'approve' | 'deny';

const EVERYTHING: Record<TShopAction, TPermission> = Object.fromEntries(
  SHOP_ACTIONS.map((action) => [action, 'allow']),
) as Record<TShopAction, TPermission>;

/** Every write an accountant would make: they read figures and export, and change nothing. */
const NOTHING_WRITTEN: Record<TShopAction, TPermission> = Object.fromEntries(
  SHOP_ACTIONS.map((action) => [action, 'deny']),
) as Record<TShopAction, TPermission>;

/**
 * Going over a client's credit limit is never done by a slip, whoever sells (decision record 030): a cashier asks
 * a manager's or the owner's approval, and a manager or the owner approves it with their own PIN.
 */
const ABOVE_CREDIT_LIMIT = { 'credit.overLimit': 'approve' } as const;

/**
 * A discount past the seller's role maximum (decision record 031) is approved on the spot as credit past a limit
 * is; the owner has no maximum and never meets it.
 */
const ABOVE_DISCOUNT_LIMIT = { 'sale.discount': 'approve' } as const;

export const SHOP_PERMISSIONS: Record<TShopRole, Record<TShopAction, TPermission>> = {
  OWNER: { ...EVERYTHING, ...ABOVE_CREDIT_LIMIT, ...ABOVE_DISCOUNT_LIMIT },
  MANAGER: {
    ...EVERYTHING,
    ...ABOVE_CREDIT_LIMIT,
    ...ABOVE_DISCOUNT_LIMIT,
    'shop.edit': 'deny',
    'members.manage': 'deny',
  },
  CASHIER: {
    ...NOTHING_WRITTEN,
    sell: 'allow',
    collect: 'allow',
    'till.operate': 'allow',
    'clients.write': 'allow',
    'stock.receive': 'allow',
    'till.cashOut': 'approve',
    'clients.delete': 'approve',
    'products.write': 'approve',
    'products.delete': 'approve',
    'stock.adjust': 'approve',
    return: 'approve',
    ...ABOVE_CREDIT_LIMIT,
    ...ABOVE_DISCOUNT_LIMIT,
  },
  ACCOUNTANT: {
    ...NOTHING_WRITTEN,
    'figures.read': 'allow',
    'costs.read': 'allow',
    'sales.readAll': 'allow',
    export: 'allow',
  },
};

export function permissionOf(role: TShopRole, action: TShopAction): TPermission {
  return SHOP_PERMISSIONS[role][action];
}

/**
 * Who may give an approval on the spot: the roles that may do every action a cashier asks approval for
 * themselves, and who confirm going over a credit limit with their own PIN.
 */
export function canApprove(role: TShopRole): boolean {
  return role === 'OWNER' || role === 'MANAGER';
}
