import { describe, expect, it } from 'vitest';
import { SHOP_ROLES } from './constants';
import { canApprove, permissionOf, SHOP_ACTIONS } from './permissions';

describe('the permissions of a shop’s roles', () => {
  it('lets the owner do everything, and a manager everything but the shop’s data and its members', () => {
    const ownerAsks = SHOP_ACTIONS.filter((action) => permissionOf('OWNER', action) !== 'allow');
    // Going past a credit limit or a discount maximum is confirmed with a PIN (decision records 030, 031).
    expect(ownerAsks).toEqual(['credit.overLimit', 'sale.discount']);
    const managerDenied = SHOP_ACTIONS.filter((action) => permissionOf('MANAGER', action) === 'deny');
    expect(managerDenied).toEqual(['shop.edit', 'members.manage']);
  });

  it('never lets anyone sell past a credit limit without an approval; only the owner and managers set limits', () => {
    for (const role of ['OWNER', 'MANAGER', 'CASHIER'] as const) {
      expect(permissionOf(role, 'credit.overLimit')).toBe('approve');
    }
    expect(permissionOf('ACCOUNTANT', 'credit.overLimit')).toBe('deny');
    expect(SHOP_ROLES.filter((role) => permissionOf(role, 'credit.setLimit') === 'allow')).toEqual([
      'OWNER',
      'MANAGER',
    ]);
  });

  it('lets a cashier sell, collect, run the till, add clients and receive goods, and asks approval for the rest of the counter', () => {
    const byPermission = (permission: string) =>
      SHOP_ACTIONS.filter((action) => permissionOf('CASHIER', action) === permission);
    expect(byPermission('allow')).toEqual([
      'sell',
      'collect',
      'till.operate',
      'clients.write',
      'stock.receive',
    ]);
    expect(byPermission('approve')).toEqual([
      'till.cashOut',
      'clients.delete',
      'credit.overLimit',
      'sale.discount',
      'products.write',
      'products.delete',
      'stock.adjust',
      'return',
    ]);
    for (const action of [
      'figures.read',
      'sales.readAll',
      'expenses.write',
      'export',
      'import',
      'shop.edit',
    ] as const) {
      expect(permissionOf('CASHIER', action)).toBe('deny');
    }
  });

  it('approves a discount past a role’s maximum on the spot, and never lets an accountant give one', () => {
    for (const role of ['OWNER', 'MANAGER', 'CASHIER'] as const) {
      expect(permissionOf(role, 'sale.discount')).toBe('approve');
    }
    expect(permissionOf('ACCOUNTANT', 'sale.discount')).toBe('deny');
  });

  it('lets an accountant read the figures, every sale and export, and write nothing', () => {
    const allowed = SHOP_ACTIONS.filter((action) => permissionOf('ACCOUNTANT', action) !== 'deny');
    expect(allowed).toEqual(['figures.read', 'costs.read', 'sales.readAll', 'export']);
  });

  it('takes approvals from the owner and managers only', () => {
    expect(SHOP_ROLES.filter(canApprove)).toEqual(['OWNER', 'MANAGER']);
  });
});
