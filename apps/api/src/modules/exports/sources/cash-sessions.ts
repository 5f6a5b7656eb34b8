import { sql } from 'drizzle-orm';
import { CASH_SESSION_STATUS_LABELS } from '@cuadre/shared/till/constants';
import { PAYMENT_METHOD_LABELS } from '@cuadre/shared/payments/constants';
import { CASH_SESSION_EXPORT_COLUMNS as H } from '@cuadre/shared/exports/export-columns';
import { fieldSource, localDateTime, withinDays } from '../export-sql';

/**
 * The tills (design §11) by their opening: one row per line of the close (method and currency: expected, counted,
 * difference, in that currency), the session's own fields repeated on each; a session still open has one row.
 */
export const cashSessionsExport = fieldSource({
  kind: 'cash-sessions',
  sheetName: 'Cajas',
  fields: (scope) => [
    { header: H.openedAt, type: 'dateTime', value: localDateTime(sql`cs.opened_at`, scope) },
    { header: H.closedAt, type: 'dateTime', value: localDateTime(sql`cs.closed_at`, scope) },
    { header: H.status, type: 'text', labels: CASH_SESSION_STATUS_LABELS, value: sql`cs.status` },
    { header: H.openingFloatUsd, type: 'money', value: sql`cs.opening_float_usd` },
    { header: H.openingFloatVes, type: 'money', value: sql`cs.opening_float_ves` },
    { header: H.method, type: 'text', labels: PAYMENT_METHOD_LABELS, value: sql`l.method` },
    { header: H.currency, type: 'text', value: sql`l.currency` },
    { header: H.expected, type: 'money', value: sql`l.expected` },
    { header: H.counted, type: 'money', value: sql`l.counted` },
    { header: H.difference, type: 'money', value: sql`l.difference` },
    { header: H.notes, type: 'text', value: sql`cs.notes` },
  ],
  select: (cells, scope) => sql`
    SELECT ${cells} AS cells
      FROM cash_sessions cs
      LEFT JOIN cash_session_lines l ON l.cash_session_id = cs.id
     WHERE cs.shop_id = ${scope.sellerId} ${withinDays(sql`cs.opened_at`, scope)}
     ORDER BY cs.opened_at, cs.id, l.method, l.currency`,
});
