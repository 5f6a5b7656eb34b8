import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { authTokenKindEnum, userRoleEnum, userStatusEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRoleEnum('role').notNull().default('USER'),
    status: userStatusEnum('status').notNull().default('PENDING'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set while an admin has suspended the account: it cannot sign in and its tokens are refused. Kept apart
    // from `status`, whose values the spec names (PENDING, APPROVED, rejected): a suspended account stays
    // APPROVED, so the admin's status filters keep meaning what the spec says.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // Tokens issued before this instant are refused: a password change logs out every other session, a suspension
    // (and the reactivation after it) every session.
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKindEnum('kind').notNull(),
    // Only a SHA-256 of the e-mailed token is stored: a database leak yields no usable link.
    tokenHash: text('token_hash').notNull(),
    // EMAIL_CHANGE only: the address the link confirms. The account keeps its e-mail until the link is opened.
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);
