import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moneyColumn, memberColumn } from './columns';
import { cashMovementTypeEnum, cashSessionStatusEnum, paymentCurrencyEnum, paymentMethodEnum } from './enums';
import { expenses } from './expenses';
import { registers, shops } from './shops';

// The till — el cuadre de caja (design §11). Bolívares need more digits than a USD amount: numeric(20,2).
const bolivaresColumn = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    registerId: uuid('register_id')
      .notNull()
      .references(() => registers.id, { onDelete: 'cascade' }),
    status: cashSessionStatusEnum('status').notNull().default('OPEN'),
    openingFloatUsd: moneyColumn('opening_float_usd').notNull().default(0),
    openingFloatVes: bolivaresColumn('opening_float_ves').notNull().default(0),
    notes: text('notes'),
    // Who opened and who closed it (decision record 029); NULL for a till from before members existed (the owner).
    // No foreign key: the record outlives a member's removal.
    openedBy: uuid('opened_by'),
    closedBy: uuid('closed_by'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open till per register, whatever races: a second open is a unique violation (409).
    uniqueIndex('cash_sessions_one_open_per_register_key')
      .on(t.registerId)
      .where(sql`${t.status} = 'OPEN'`),
    index('cash_sessions_shop_opened_idx').on(t.shopId, t.openedAt, t.id),
    check('cash_sessions_floats_non_negative', sql`${t.openingFloatUsd} >= 0 AND ${t.openingFloatVes} >= 0`),
    check('cash_sessions_closed_when', sql`(${t.status} = 'OPEN') = (${t.closedAt} IS NULL)`),
  ],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    id: idColumn(),
    cashSessionId: uuid('cash_session_id')
      .notNull()
      .references(() => cashSessions.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    type: cashMovementTypeEnum('type').notNull(),
    currency: paymentCurrencyEnum('currency').notNull(),
    amount: bolivaresColumn('amount').notNull(),
    reason: text('reason').notNull(),
    // An expense "pagado desde la caja" is this cash-out; deleting the expense keeps the money that left.
    expenseId: uuid('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('cash_movements_amount_positive', sql`${t.amount} > 0`),
    index('cash_movements_session_idx').on(t.cashSessionId, t.createdAt),
  ],
);

/** What the seller counted per method and currency at the close, beside what was expected: never changed. */
export const cashSessionLines = pgTable(
  'cash_session_lines',
  {
    cashSessionId: uuid('cash_session_id')
      .notNull()
      .references(() => cashSessions.id, { onDelete: 'cascade' }),
    method: paymentMethodEnum('method').notNull(),
    currency: paymentCurrencyEnum('currency').notNull(),
    expected: bolivaresColumn('expected').notNull(),
    counted: bolivaresColumn('counted').notNull(),
    difference: bolivaresColumn('difference').notNull(),
  },
  (t) => [uniqueIndex('cash_session_lines_key').on(t.cashSessionId, t.method, t.currency)],
);
