import { PAYMENT_METHOD_LABELS, type TPaymentCurrency, type TPaymentMethod } from '../payments/constants';
import type { TCashSessionStatus } from './constants';
import { formatDateTimeEs } from '../common/dates';
import { formatInCurrency } from '../money/money';
import { MAIN_REGISTER_NAME } from '../team/constants';

// Said where the till's amounts are (its screen, the Z report): kept here for them.
export { formatInCurrency };

// The till's lines (design §11): one per method and currency, in the order a Venezuelan shop counts them —
// cash first, dollars then bolívares, then the electronic methods.

export interface TTillLineKey {
  method: TPaymentMethod;
  currency: TPaymentCurrency;
}

export const TILL_METHOD_ORDER: readonly TPaymentMethod[] = [
  'CASH',
  'PAGO_MOVIL',
  'CARD',
  'TRANSFER',
  'ZELLE',
  'OTHER',
];

/** Cash is always counted, even on a day with no cash payment: the float is in the drawer. */
export const CASH_LINES: readonly TTillLineKey[] = [
  { method: 'CASH', currency: 'USD' },
  { method: 'CASH', currency: 'VES' },
];

/** Orders lines as they are counted: by method (cash first), dollars before bolívares. */
export function compareTillLines(a: TTillLineKey, b: TTillLineKey): number {
  const byMethod = TILL_METHOD_ORDER.indexOf(a.method) - TILL_METHOD_ORDER.indexOf(b.method);
  if (byMethod !== 0) return byMethod;
  return a.currency === b.currency ? 0 : a.currency === 'USD' ? -1 : 1;
}

/** "Efectivo ($)", "Efectivo (Bs.)", "Pago Móvil (Bs.)": how a line is named on screen and on the Z report. */
export function tillLineLabel(line: TTillLineKey): string {
  return `${PAYMENT_METHOD_LABELS[line.method]} (${line.currency === 'USD' ? '$' : 'Bs.'})`;
}

export function tillLineKey(line: TTillLineKey): string {
  return `${line.method}:${line.currency}`;
}

/** The Z report's figures, in the order the screen, the PDF and the WhatsApp text give them (USD amounts). */
export const TILL_SUMMARY_ROWS = [
  { key: 'salesCount', label: 'Ventas', kind: 'count' },
  { key: 'revenue', label: 'Ingresos', kind: 'money' },
  { key: 'profit', label: 'Ganancias', kind: 'money' },
  { key: 'creditGiven', label: 'Fiado (crédito dado)', kind: 'money' },
  { key: 'collections', label: 'Cobranzas', kind: 'money' },
  { key: 'igtf', label: 'IGTF cobrado', kind: 'money' },
  { key: 'returns', label: 'Devoluciones', kind: 'money' },
  { key: 'refunds', label: 'Reembolsado', kind: 'money' },
] as const;

/** A counted line's difference in words: money over is "Sobrante", short is "Faltante". */
export function differenceLabel(difference: number): 'Sobrante' | 'Faltante' | 'Cuadra' {
  if (difference > 0) return 'Sobrante';
  if (difference < 0) return 'Faltante';
  return 'Cuadra';
}

/**
 * A difference as the seller reads it: the word carries the sign, the amount is in the line's currency —
 * "Faltante Bs. 10,00", "Sobrante $1.00", "Cuadra". A bare "-Bs. 10,00" is easy to misread on a small screen.
 */
export function formatDifference(difference: number, currency: TPaymentCurrency): string {
  const label = differenceLabel(difference);
  return label === 'Cuadra' ? label : `${label} ${formatInCurrency(Math.abs(difference), currency)}`;
}

/** What every document of the shop says of itself (design §12): it is not a fiscal invoice. */
export const NON_FISCAL_NOTICE = 'Documento no fiscal';

/** The Z report's section titles: the same on the screen, in the PDF and in the WhatsApp text. */
export const TILL_REPORT_SECTIONS = {
  lines: 'Caja por método y moneda',
  movements: 'Entradas y salidas de dinero',
  byMember: 'Por miembro',
} as const;

/** A member whose account or PIN the owner removed since: their figures stay, without a name. */
export const REMOVED_MEMBER_NAME = 'Miembro quitado';

/** The breakdown by member says something only once someone besides the owner sold, took in or refunded. */
export function showsByMember(byMember: readonly { isOwner: boolean }[]): boolean {
  return byMember.some((member) => !member.isOwner);
}

/**
 * The Z report's title and the lines under it (design §11): when the till opened and closed, in the seller's
 * zone, and its float. A till still open has a provisional "Reporte X".
 */
export function tillReportHeading(
  session: {
    status: TCashSessionStatus;
    openedAt: string;
    closedAt: string | null;
    openingFloat: { USD: number; VES: number };
    registerName?: string;
    openedBy?: string | null;
    closedBy?: string | null;
  },
  timeZone: string,
): { title: string; lines: string[] } {
  const at = (instant: string) => formatDateTimeEs(instant, timeZone);
  // A shop with one register never reads its name: only another caja's report says which it is.
  const register =
    session.registerName && session.registerName !== MAIN_REGISTER_NAME
      ? [`Caja: ${session.registerName}`]
      : [];
  // Who opened and closed it, once it was someone other than the owner (the answer leaves the owner out).
  const who = [
    ...(session.openedBy ? [`Abrió: ${session.openedBy}`] : []),
    ...(session.closedBy ? [`Cerró: ${session.closedBy}`] : []),
  ];
  return {
    title: session.status === 'CLOSED' ? 'Reporte Z' : 'Reporte X (caja abierta)',
    lines: [
      ...register,
      ...who,
      `Apertura: ${at(session.openedAt)}`,
      session.closedAt ? `Cierre: ${at(session.closedAt)}` : 'Caja abierta: cifras provisionales',
      `Fondo inicial: ${formatInCurrency(session.openingFloat.USD, 'USD')} y ${formatInCurrency(session.openingFloat.VES, 'VES')}`,
    ],
  };
}
