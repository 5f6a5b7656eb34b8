import { formatLocalDate, formatLocalDateTime } from '@cuadre/shared/common/dates';
import { SALE_STATUS_LABELS, type TSaleStatus } from '@cuadre/shared/sales/constants';
import type { TBadgeTone } from '@/components/ui/badge';

// The browser's zone is the shop's: the seller works on a device set to local time.
export function formatSaleDate(timestamp: string): string {
  return formatLocalDate(new Date(timestamp));
}

export function formatSaleDateTime(timestamp: string): string {
  return formatLocalDateTime(new Date(timestamp));
}

export const SALE_STATUS_TONES: Record<TSaleStatus, TBadgeTone> = { PAID: 'success', PENDING: 'warning' };

export function saleStatusLabel(status: TSaleStatus): string {
  return SALE_STATUS_LABELS[status];
}
