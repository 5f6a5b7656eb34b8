import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { EXPENSE_DESCRIPTION_MAX } from '@cuadre/shared/expenses/constants';
import { createdAtColumn, idColumn, memberColumn, moneyColumn, updatedAtColumn } from './columns';
import { expenseCategoryEnum } from './enums';
import { shops } from './shops';

export const expenses = pgTable(
  'expenses',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    description: varchar('description', { length: EXPENSE_DESCRIPTION_MAX }).notNull(),
    amount: moneyColumn('amount').notNull(),
    category: expenseCategoryEnum('category').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    index('expenses_shop_date_idx').on(t.shopId, t.date, t.id),
  ],
);
