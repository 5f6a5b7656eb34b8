import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { newTimeOrderedId } from '../../lib/time-ordered-id';

// Time-ordered UUIDs keep the primary-key index append-only and make "newest first" cheap.
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => newTimeOrderedId());

// Money is USD numeric(14,2) in the database; sums are done in SQL, never with JS floats.
// Ids people read (a sale's or an account's first 8 characters, a client's ID column) must differ in those
// 8 characters, and a UUID v7 starts with a timestamp that only changes every ~65 s: those tables take
// random (v4) ids instead (docs/decisions/005-random-ids-where-people-read-them.md).
export const randomIdColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** A stock quantity: whole units, or weighed goods (kg, g, L) to three decimals (design §13). */
export const stockQuantityColumn = (name: string) =>
  numeric(name, { precision: 14, scale: 3, mode: 'number' });

export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAtColumn = () => timestamp('deleted_at', { withTimezone: true });

/**
 * Who wrote the row (decision record 029): a member of the shop. NULL on rows written before members existed,
 * which were the owner's, whose member id is the shop's id. No foreign key: the record outlives the member.
 */
export const memberColumn = () => uuid('member_id');
