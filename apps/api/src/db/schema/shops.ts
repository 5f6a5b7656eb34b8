import { sql } from 'drizzle-orm';
import { IGTF_DEFAULT_RATE, IGTF_MAX_RATE } from '@cuadre/shared/payments/igtf';
import { CREDIT_TERMS_DAYS, DEFAULT_CREDIT_DAYS } from '@cuadre/shared/credit/constants';
import { DEFAULT_IDLE_LOCK_MINUTES, IDLE_LOCK_MINUTES_RANGE } from '@cuadre/shared/team/constants';
import type { TScaleBarcode } from '@cuadre/shared/products/scale-barcode';
import { NO_DISCOUNT_LIMITS, type TDiscountLimits } from '@cuadre/shared/prices/schemas';
import {
  DEFAULT_REFERENCE_CURRENCY,
  REFERENCE_CURRENCIES,
  type TReferenceCurrency,
} from '@cuadre/shared/money/reference-currency';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { memberStatusEnum, shopRoleEnum } from './enums';
import { users } from './users';

/**
 * The business (design §18, decision record 029): it owns every row of the shop's data, whose `shop_id` names it,
 * and holds what belongs to the business rather than to a person. Its id is its owner's account id, so deleting
 * the owner's account deletes the shop with everything in it, as deleting a seller always did.
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name'),
    phone: text('phone'),
    city: text('city'),
    country: text('country'),
    countryCode: text('country_code'),
    currencyName: text('currency_name'),
    currency: text('currency'),
    currencySymbol: text('currency_symbol'),
    // IANA zone derived from the country: "today" and "this month" are the shop's, not UTC's.
    timeZone: text('time_zone').notNull().default('UTC'),
    // IGTF (design §10): charged on payments in dollars when the shop turns it on; a percentage.
    igtfEnabled: boolean('igtf_enabled').notNull().default(false),
    igtfRate: numeric('igtf_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(IGTF_DEFAULT_RATE),
    // The shop's data for its documents besides business_name and phone (design §12); a RIF for Venezuela.
    taxId: text('tax_id'),
    address: text('address'),
    receiptFooter: text('receipt_footer'),
    // Minutes without a tap after which a shop device asks for a PIN again (design §18).
    idleLockMinutes: integer('idle_lock_minutes').notNull().default(DEFAULT_IDLE_LOCK_MINUTES),
    // Decision record 030: a client's credit limit when they have none of their own (null: without a limit),
    // and the term of a credit sale.
    defaultCreditLimit: numeric('default_credit_limit', { precision: 14, scale: 2, mode: 'number' }),
    defaultCreditDays: integer('default_credit_days').notNull().default(DEFAULT_CREDIT_DAYS),
    // How the shop's scale lays out its EAN-13 labels (prefix, code digits, weight or price); null: no scale.
    scaleBarcode: jsonb('scale_barcode').$type<TScaleBarcode>(),
    // Decision record 031: each role's maximum discount in percent (null: none); the owner has none.
    discountLimits: jsonb('discount_limits').$type<TDiscountLimits>().notNull().default(NO_DISCOUNT_LIMITS),
    // Decision record 032: whether the shop charges IVA (most small shops do not), and on prices that include it.
    chargesIva: boolean('charges_iva').notNull().default(false),
    pricesIncludeIva: boolean('prices_include_iva').notNull().default(true),
    // The currency a Venezuelan shop types, sees and prints its prices in (dollars kept): USD or EUR.
    referenceCurrency: text('reference_currency')
      .$type<TReferenceCurrency>()
      .notNull()
      .default(DEFAULT_REFERENCE_CURRENCY),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check(
      'shops_reference_currency_known',
      sql`${t.referenceCurrency} IN (${sql.raw(REFERENCE_CURRENCIES.map((code) => `'${code}'`).join(', '))})`,
    ),
    check(
      'shops_igtf_rate_range',
      sql`${t.igtfRate} > 0 AND ${t.igtfRate} <= ${sql.raw(String(IGTF_MAX_RATE))}`,
    ),
    check(
      'shops_idle_lock_range',
      sql`${t.idleLockMinutes} BETWEEN ${sql.raw(String(IDLE_LOCK_MINUTES_RANGE.min))} AND ${sql.raw(String(IDLE_LOCK_MINUTES_RANGE.max))}`,
    ),
    check('shops_default_credit_limit_non_negative', sql`${t.defaultCreditLimit} >= 0`),
    check(
      'shops_default_credit_days',
      sql`${t.defaultCreditDays} IN (${sql.raw(CREDIT_TERMS_DAYS.join(', '))})`,
    ),
  ],
);

/**
 * The people of a shop, one role each. A member with an e-mail signs in with an account of their own
 * (`user_id`), and takes their name from it; a PIN-only cashier has no account and a name of their own.
 */
export const shopMembers = pgTable(
  'shop_members',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    role: shopRoleEnum('role').notNull(),
    status: memberStatusEnum('status').notNull().default('ACTIVE'),
    // Hashed as passwords are; 4–6 digits, used only on the shop's enrolled devices.
    pinHash: text('pin_hash'),
    failedPins: integer('failed_pins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    // An invited member's e-mailed link: only its SHA-256, cleared when the invitation is accepted.
    invitationTokenHash: text('invitation_token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('shop_members_invitation_key')
      .on(t.invitationTokenHash)
      .where(sql`${t.invitationTokenHash} IS NOT NULL`),
    uniqueIndex('shop_members_shop_user_key')
      .on(t.shopId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('shop_members_one_owner_key')
      .on(t.shopId)
      .where(sql`${t.role} = 'OWNER'`),
    index('shop_members_user_idx').on(t.userId),
    check('shop_members_named', sql`${t.userId} IS NOT NULL OR ${t.name} IS NOT NULL`),
  ],
);

/**
 * A shop's registers, its cajas (decision record 029): each has at most one open till session. Every shop has
 * "Caja principal", whose id is the shop's own (a trigger adds it with the shop), so a till opened before
 * registers existed, or by a session that names none, is the main register's.
 */
export const registers = pgTable(
  'registers',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('registers_shop_name_key').on(t.shopId, sql`lower(${t.name})`)],
);

/**
 * A phone or tablet the owner or a manager enrolled as the shop's (decision record 029): on it, members sign in
 * with a PIN. It keeps a random token that only its SHA-256 names here; removing the row ends the PIN sessions
 * made on it.
 */
export const shopDevices = pgTable(
  'shop_devices',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    enrolledBy: uuid('enrolled_by').references(() => shopMembers.id, { onDelete: 'set null' }),
    // The register its sessions sell at and open the till of; none (or a removed one) is the main register.
    registerId: uuid('register_id').references(() => registers.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('shop_devices_token_key').on(t.tokenHash), index('shop_devices_shop_idx').on(t.shopId)],
);
