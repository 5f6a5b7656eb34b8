import { SALE_STATUS_LABELS, type TSaleStatus } from '@cuadre/shared/constants';
import type { TBadgeTone } from '@/components/ui/badge';

// The browser's zone is the shop's: the seller works on a device set to local time.
const dateFormat = new Intl.DateTimeFormat('es-VE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('es-VE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatSaleDate(timestamp: string): string {
  return dateFormat.format(new Date(timestamp));
}

export function formatSaleDateTime(timestamp: string): string {
  return dateTimeFormat.format(new Date(timestamp));
}

export const SALE_STATUS_TONES: Record<TSaleStatus, TBadgeTone> = { PAID: 'success', PENDING: 'warning' };

export function saleStatusLabel(status: TSaleStatus): string {
  return SALE_STATUS_LABELS[status];
}
