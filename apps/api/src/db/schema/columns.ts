import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

// Time-ordered UUIDs keep the primary-key index append-only and make "newest first" cheap.
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

// Money is USD numeric(14,2) in the database; sums are done in SQL, never with JS floats.
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAtColumn = () => timestamp('deleted_at', { withTimezone: true });
