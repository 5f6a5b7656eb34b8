import { z } from 'zod';
import { ZIsoDate, ZPaginationQuery, ZTimestamp } from '../common/schemas';
import { formatInCurrency, formatUsd } from '../money/money';
import type { TPaymentCurrency, TPaymentMethod } from '../payments/constants';
import { ADJUSTMENT_REASON_LABELS, type TAdjustmentReason } from '../stock/constants';
import { tillLineLabel } from '../till/till';
import { SHOP_ROLE_LABELS, type TShopRole } from './constants';
import { SHOP_ACTION_LABELS, type TShopAction } from './permissions';

/**
 * What the shop's record keeps (decision record 029), each kind with its details. The details are what the
 * writer knew at the moment (a product's name, a member's role), so the record reads the same later.
 */
export type TAuditDetails = {
  APPROVAL: { action: TShopAction; approverId: string; approverName: string };
  REFUND: {
    saleId: string;
    returnId: string;
    method: TPaymentMethod;
    currency: TPaymentCurrency;
    amount: number;
  };
  PRICE_CHANGE: { productId: string; name: string; from: number; to: number };
  STOCK_ADJUSTMENT: { adjustmentId: string; reason: TAdjustmentReason; products: number };
  TILL_DIFFERENCE: {
    sessionId: string;
    lines: { method: TPaymentMethod; currency: TPaymentCurrency; difference: number }[];
  };
  MEMBER_ADDED: { memberId: string; name: string; role: TShopRole };
  MEMBER_INVITED: { memberId: string; name: string; role: TShopRole; email: string };
  MEMBER_JOINED: { memberId: string; name: string };
  MEMBER_CHANGED: { memberId: string; name: string; role?: TShopRole; status?: 'ACTIVE' | 'SUSPENDED' };
  MEMBER_REMOVED: { memberId: string; name: string };
  MEMBER_PIN: { memberId: string; name: string };
  DEVICE_ENROLLED: { deviceId: string; name: string };
  DEVICE_REMOVED: { deviceId: string; name: string };
};
export type TAuditKind = keyof TAuditDetails;
export const AUDIT_KINDS = [
  'APPROVAL',
  'REFUND',
  'PRICE_CHANGE',
  'STOCK_ADJUSTMENT',
  'TILL_DIFFERENCE',
  'MEMBER_ADDED',
  'MEMBER_INVITED',
  'MEMBER_JOINED',
  'MEMBER_CHANGED',
  'MEMBER_REMOVED',
  'MEMBER_PIN',
  'DEVICE_ENROLLED',
  'DEVICE_REMOVED',
] as const satisfies readonly TAuditKind[];

/** An entry of the record in one sentence, as the owner reads it. */
export function describeAudit<K extends TAuditKind>(kind: K, details: TAuditDetails[K]): string {
  const d = details as TAuditDetails[TAuditKind] & Record<string, unknown>;
  switch (kind) {
    case 'APPROVAL': {
      const { action, approverName } = d as TAuditDetails['APPROVAL'];
      return `${approverName} aprobó: ${SHOP_ACTION_LABELS[action]}`;
    }
    case 'REFUND': {
      const { amount, currency } = d as TAuditDetails['REFUND'];
      return `Reembolso de ${formatInCurrency(amount, currency)} por una devolución`;
    }
    case 'PRICE_CHANGE': {
      const { name, from, to } = d as TAuditDetails['PRICE_CHANGE'];
      return `Precio de ${name}: de ${formatUsd(from)} a ${formatUsd(to)}`;
    }
    case 'STOCK_ADJUSTMENT': {
      const { reason, products } = d as TAuditDetails['STOCK_ADJUSTMENT'];
      return `Ajuste de inventario (${ADJUSTMENT_REASON_LABELS[reason]}): ${products} ${products === 1 ? 'producto' : 'productos'}`;
    }
    case 'TILL_DIFFERENCE': {
      const { lines } = d as TAuditDetails['TILL_DIFFERENCE'];
      const parts = lines.map(
        (line) =>
          `${tillLineLabel(line)} ${line.difference < 0 ? 'faltante' : 'sobrante'} ${formatInCurrency(Math.abs(line.difference), line.currency)}`,
      );
      return `Cierre de caja con diferencia: ${parts.join('; ')}`;
    }
    case 'MEMBER_ADDED': {
      const { name, role } = d as TAuditDetails['MEMBER_ADDED'];
      return `${name} entró al equipo como ${SHOP_ROLE_LABELS[role]}`;
    }
    case 'MEMBER_INVITED': {
      const { name, role, email } = d as TAuditDetails['MEMBER_INVITED'];
      return `Invitación a ${name} (${email}) como ${SHOP_ROLE_LABELS[role]}`;
    }
    case 'MEMBER_JOINED':
      return `${String(d.name)} aceptó la invitación y entró al equipo`;
    case 'MEMBER_CHANGED': {
      const { name, role, status } = d as TAuditDetails['MEMBER_CHANGED'];
      const changes = [
        ...(role ? [`ahora es ${SHOP_ROLE_LABELS[role]}`] : []),
        ...(status ? [status === 'SUSPENDED' ? 'suspendido' : 'reactivado'] : []),
      ];
      return `${name}: ${changes.join(', ')}`;
    }
    case 'MEMBER_REMOVED':
      return `${String(d.name)} salió del equipo`;
    case 'MEMBER_PIN':
      return `PIN nuevo para ${String(d.name)}`;
    case 'DEVICE_ENROLLED':
      return `Equipo registrado: ${String(d.name)}`;
    case 'DEVICE_REMOVED':
      return `Equipo quitado: ${String(d.name)}`;
    default:
      return kind;
  }
}

/** GET /shop/audit?from&to&memberId&page&pageSize: newest first; days in the shop's zone. */
export const ZAuditQuery = ZPaginationQuery.pick({ page: true, pageSize: true }).extend({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  memberId: z.uuid().optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  /** Who did it, and their name as the shop knows it now (null once removed). */
  memberId: z.string(),
  memberName: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: ZTimestamp,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
