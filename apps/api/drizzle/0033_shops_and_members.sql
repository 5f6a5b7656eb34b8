-- A shop with a team (design §18, decision record 029), first slice. The business becomes a row of its own that
-- owns the shop's data: every existing account gets a shop whose id is its own id and is its OWNER member, so no
-- row of the shop's data changes value. The settings that belong to the business move from users to shops, each
-- table's user_id becomes shop_id (a rename: no table is rewritten) with its foreign key on shops, and the
-- triggers that keep the shop's sums read shop_id and the shop's time zone.
CREATE TYPE "public"."member_status" AS ENUM('INVITED', 'ACTIVE', 'SUSPENDED');--> statement-breakpoint
CREATE TYPE "public"."shop_role" AS ENUM('OWNER', 'MANAGER', 'CASHIER', 'ACCOUNTANT');--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_name" text,
	"phone" text,
	"city" text,
	"country" text,
	"country_code" text,
	"currency_name" text,
	"currency" text,
	"currency_symbol" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"igtf_enabled" boolean DEFAULT false NOT NULL,
	"igtf_rate" numeric(5, 2) DEFAULT 3 NOT NULL,
	"tax_id" text,
	"address" text,
	"receipt_footer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_igtf_rate_range" CHECK ("shops"."igtf_rate" > 0 AND "shops"."igtf_rate" <= 100)
);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO shops (id, business_name, phone, city, country, country_code, currency_name, currency, currency_symbol, time_zone, igtf_enabled, igtf_rate, tax_id, address, receipt_footer, created_at, updated_at)
SELECT id, business_name, phone, city, country, country_code, currency_name, currency, currency_symbol, time_zone, igtf_enabled, igtf_rate, tax_id, address, receipt_footer, created_at, updated_at FROM users;--> statement-breakpoint
CREATE TABLE "shop_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text,
	"role" "shop_role" NOT NULL,
	"status" "member_status" DEFAULT 'ACTIVE' NOT NULL,
	"pin_hash" text,
	"failed_pins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_members_named" CHECK ("shop_members"."user_id" IS NOT NULL OR "shop_members"."name" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_shop_user_key" ON "shop_members" USING btree ("shop_id","user_id") WHERE "shop_members"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_one_owner_key" ON "shop_members" USING btree ("shop_id") WHERE "shop_members"."role" = 'OWNER';--> statement-breakpoint
CREATE INDEX "shop_members_user_idx" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
-- The owner's member takes the account's id too: the rows written before members existed are the owner's.
INSERT INTO shop_members (id, shop_id, user_id, role, created_at, updated_at)
SELECT id, id, id, 'OWNER', created_at, created_at FROM users;--> statement-breakpoint
-- The triggers that name the moved columns go before them; the ones the shop still needs come back below.
DROP TRIGGER users_daily_sales_rezone ON users;--> statement-breakpoint
DROP TRIGGER users_account_changed ON users;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "business_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "country_code";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "currency_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "currency_symbol";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "time_zone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "igtf_enabled";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "igtf_rate";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tax_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "receipt_footer";--> statement-breakpoint
ALTER TABLE "clients" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_accounts" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "open_accounts" DROP CONSTRAINT "open_accounts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "open_accounts" ADD CONSTRAINT "open_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "cash_sessions" DROP CONSTRAINT "cash_sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_sequences" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "receipt_sequences" DROP CONSTRAINT "receipt_sequences_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "receipt_sequences" ADD CONSTRAINT "receipt_sequences_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_links" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "receipt_links" DROP CONSTRAINT "receipt_links_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocks" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "restocks" DROP CONSTRAINT "restocks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_items" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "sale_return_items" DROP CONSTRAINT "sale_return_items_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "sale_returns" DROP CONSTRAINT "sale_returns_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_totals" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "seller_counters" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "seller_daily_sales" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER INDEX "cash_sessions_user_opened_idx" RENAME TO "cash_sessions_shop_opened_idx";--> statement-breakpoint
ALTER INDEX "clients_user_created_live_idx" RENAME TO "clients_shop_created_live_idx";--> statement-breakpoint
ALTER INDEX "clients_user_search_trgm_idx" RENAME TO "clients_shop_search_trgm_idx";--> statement-breakpoint
ALTER INDEX "expenses_user_date_idx" RENAME TO "expenses_shop_date_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" RENAME CONSTRAINT "idempotency_keys_user_id_route_key_pk" TO "idempotency_keys_shop_id_route_key_pk";--> statement-breakpoint
ALTER INDEX "open_accounts_user_created_idx" RENAME TO "open_accounts_shop_created_idx";--> statement-breakpoint
ALTER INDEX "payments_user_igtf_idx" RENAME TO "payments_shop_igtf_idx";--> statement-breakpoint
ALTER INDEX "products_user_barcode_live_key" RENAME TO "products_shop_barcode_live_key";--> statement-breakpoint
ALTER INDEX "products_user_created_live_idx" RENAME TO "products_shop_created_live_idx";--> statement-breakpoint
ALTER INDEX "products_user_search_trgm_idx" RENAME TO "products_shop_search_trgm_idx";--> statement-breakpoint
ALTER INDEX "products_user_sku_live_key" RENAME TO "products_shop_sku_live_key";--> statement-breakpoint
ALTER INDEX "receipt_links_user_idx" RENAME TO "receipt_links_shop_idx";--> statement-breakpoint
ALTER INDEX "restocks_user_created_idx" RENAME TO "restocks_shop_created_idx";--> statement-breakpoint
ALTER INDEX "sale_returns_user_created_idx" RENAME TO "sale_returns_shop_created_idx";--> statement-breakpoint
ALTER INDEX "sales_user_client_debt_idx" RENAME TO "sales_shop_client_debt_idx";--> statement-breakpoint
ALTER INDEX "sales_user_created_idx" RENAME TO "sales_shop_created_idx";--> statement-breakpoint
ALTER INDEX "sales_user_receipt_number_key" RENAME TO "sales_shop_receipt_number_key";--> statement-breakpoint
ALTER INDEX "sales_user_seller_name_idx" RENAME TO "sales_shop_seller_name_idx";--> statement-breakpoint
ALTER INDEX "sales_user_status_created_idx" RENAME TO "sales_shop_status_created_idx";--> statement-breakpoint
ALTER INDEX "stock_movements_user_idx" RENAME TO "stock_movements_shop_idx";--> statement-breakpoint
-- The functions of the shop's sums as they were, reading shop_id and the shop's time zone.
CREATE OR REPLACE FUNCTION seller_counters_live_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  counter_kind text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT r.shop_id, counter_kind, seller_counter_shard(), count(*)
    FROM new_rows r WHERE r.deleted_at IS NULL GROUP BY r.shop_id ORDER BY r.shop_id
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT r.shop_id, counter_kind, seller_counter_shard(), -count(*)
    FROM old_rows r WHERE r.deleted_at IS NULL GROUP BY r.shop_id ORDER BY r.shop_id
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when deleted_at changes between null and not null.
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    VALUES (NEW.shop_id, counter_kind, seller_counter_shard(), CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END)
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_counters WHERE kind = counter_kind;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counters_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT d.shop_id, d.kind, seller_counter_shard(), sum(d.value)
    FROM (
      SELECT r.shop_id, 'sales_' || lower(r.status::text) AS kind, 1::numeric AS value FROM new_rows r
      UNION ALL
      SELECT r.shop_id, 'sales_revenue', r.total FROM new_rows r
      UNION ALL
      SELECT r.shop_id, CASE WHEN r.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
             coalesce(round(r.total * r.exchange_rate, 2), r.total)
      FROM new_rows r
    ) d
    GROUP BY d.shop_id, d.kind ORDER BY d.shop_id, d.kind
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT d.shop_id, d.kind, seller_counter_shard(), -sum(d.value)
    FROM (
      SELECT r.shop_id, 'sales_' || lower(r.status::text) AS kind, 1::numeric AS value FROM old_rows r
      UNION ALL
      SELECT r.shop_id, 'sales_revenue', r.total FROM old_rows r
      UNION ALL
      SELECT r.shop_id, CASE WHEN r.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
             coalesce(round(r.total * r.exchange_rate, 2), r.total)
      FROM old_rows r
    ) d
    GROUP BY d.shop_id, d.kind ORDER BY d.shop_id, d.kind
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the status, the total or the rate changes (a payment that settles a sale).
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT NEW.shop_id, d.kind, seller_counter_shard(), sum(d.value)
    FROM (VALUES ('sales_' || lower(OLD.status::text), -1::numeric),
                 ('sales_' || lower(NEW.status::text), 1::numeric),
                 ('sales_revenue', NEW.total - OLD.total),
                 (CASE WHEN OLD.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
                  -coalesce(round(OLD.total * OLD.exchange_rate, 2), OLD.total)),
                 (CASE WHEN NEW.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
                  coalesce(round(NEW.total * NEW.exchange_rate, 2), NEW.total))) AS d(kind, value)
    GROUP BY d.kind HAVING sum(d.value) <> 0 ORDER BY d.kind
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_counters WHERE kind LIKE 'sales\_%';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT r.shop_id, 'products_version', 0, count(*) FROM new_rows r GROUP BY r.shop_id ORDER BY r.shop_id
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT r.shop_id, 'products_version', 0, count(*) FROM old_rows r GROUP BY r.shop_id ORDER BY r.shop_id
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
    -- Products are hard-deleted only with their shop: their kept totals go too.
    DELETE FROM product_search_totals WHERE shop_id IN (SELECT DISTINCT r.shop_id FROM old_rows r);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when what a search reads changes: name, SKU, live or deleted, owner.
    INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
    SELECT DISTINCT x.shop_id, 'products_version', 0::smallint, 1::numeric
    FROM (VALUES (OLD.shop_id), (NEW.shop_id)) AS x(shop_id) ORDER BY 1
    ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_search_totals;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_daily_sales_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM new_rows r ORDER BY r.shop_id) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           count(*), sum(r.total), sum(r.total_cost), sum(r.total_profit),
           coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0)
    FROM new_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM old_rows r ORDER BY r.shop_id) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           -count(*), -sum(r.total), -sum(r.total_cost), -sum(r.total_profit),
           -coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           -coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0)
    FROM old_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit;
    -- A shop deleted with its sales (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM seller_daily_sales d
    WHERE d.shop_id IN (SELECT DISTINCT r.shop_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM shops u WHERE u.id = d.shop_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the seller, the instant, a total or the rate changes.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT x.shop_id FROM (VALUES (OLD.shop_id), (NEW.shop_id)) AS x(shop_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit)
    SELECT c.shop_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           sum(c.n), sum(c.n * c.total), sum(c.n * c.total_cost), sum(c.n * c.total_profit),
           coalesce(sum(c.n * round(c.total * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_cost * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_profit * c.rate, 2)), 0),
           coalesce(sum(c.n * c.total) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_cost) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_profit) FILTER (WHERE c.rate IS NULL), 0)
    FROM (VALUES (OLD.shop_id, OLD.created_at, -1, OLD.total, OLD.total_cost, OLD.total_profit, OLD.exchange_rate),
                 (NEW.shop_id, NEW.created_at, 1, NEW.total, NEW.total_cost, NEW.total_profit, NEW.exchange_rate))
         AS c(shop_id, created_at, n, total, total_cost, total_profit, rate)
    JOIN shops u ON u.id = c.shop_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_daily_sales;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_daily_sales_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows r WHERE r.igtf_amount <> 0) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM new_rows r WHERE r.igtf_amount <> 0 ORDER BY r.shop_id) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, igtf_total)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), sum(r.igtf_amount)
    FROM new_rows r JOIN shops u ON u.id = r.shop_id
    WHERE r.igtf_amount <> 0
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows r WHERE r.igtf_amount <> 0) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM old_rows r WHERE r.igtf_amount <> 0 ORDER BY r.shop_id) s;
    -- A shop deleted with its payments has no shops row left: nothing is added back for them.
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, igtf_total)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), -sum(r.igtf_amount)
    FROM old_rows r JOIN shops u ON u.id = r.shop_id
    WHERE r.igtf_amount <> 0
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level (transition tables cannot go with a column list), fired only when some IGTF moves.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT x.shop_id FROM (VALUES (OLD.shop_id), (NEW.shop_id)) AS x(shop_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, igtf_total)
    SELECT c.shop_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), sum(c.igtf)
    FROM (VALUES (OLD.shop_id, OLD.created_at, -OLD.igtf_amount),
                 (NEW.shop_id, NEW.created_at, NEW.igtf_amount)) AS c(shop_id, created_at, igtf)
    JOIN shops u ON u.id = c.shop_id
    GROUP BY 1, 2 HAVING sum(c.igtf) <> 0 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE seller_daily_sales SET igtf_total = 0 WHERE igtf_total <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sums_returns() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(8208, hashtext(NEW.shop_id::text));
  INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                       cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                       igtf_total)
  SELECT NEW.shop_id, (NEW.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), 0,
         -NEW.total, -NEW.total_cost, -NEW.total_profit,
         coalesce(-round(NEW.total * s.exchange_rate, 2), 0),
         coalesce(-round(NEW.total_cost * s.exchange_rate, 2), 0),
         coalesce(-round(NEW.total_profit * s.exchange_rate, 2), 0),
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total ELSE 0 END,
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total_cost ELSE 0 END,
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total_profit ELSE 0 END,
         0
  FROM sales s JOIN shops u ON u.id = s.shop_id
  WHERE s.id = NEW.sale_id
  ON CONFLICT (shop_id, day, shard) DO UPDATE
  SET revenue = d.revenue + excluded.revenue, cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
      revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
      profit_ves = d.profit_ves + excluded.profit_ves,
      unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
      unrated_cost = d.unrated_cost + excluded.unrated_cost,
      unrated_profit = d.unrated_profit + excluded.unrated_profit;
  INSERT INTO seller_counters AS c (shop_id, kind, shard, value)
  SELECT NEW.shop_id, v.kind, seller_counter_shard(), v.value
  FROM sales s
  CROSS JOIN LATERAL (VALUES ('sales_revenue', -NEW.total),
                             (CASE WHEN s.exchange_rate IS NULL THEN 'sales_revenue_unrated'
                                   ELSE 'sales_revenue_ves' END,
                              -coalesce(round(NEW.total * s.exchange_rate, 2), NEW.total))) AS v(kind, value)
  WHERE s.id = NEW.sale_id
  ORDER BY v.kind
  ON CONFLICT (shop_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_daily_sales_rezone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8208, hashtext(NEW.id::text));
  DELETE FROM seller_daily_sales WHERE shop_id = NEW.id;
  INSERT INTO seller_daily_sales (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves, cost_ves,
                                  profit_ves, unrated_revenue, unrated_cost, unrated_profit, igtf_total)
  SELECT NEW.id, (x.created_at AT TIME ZONE NEW.time_zone)::date, 0,
         sum(x.n), sum(x.total), sum(x.total_cost), sum(x.total_profit),
         coalesce(sum(round(x.total * x.rate, 2)), 0),
         coalesce(sum(round(x.total_cost * x.rate, 2)), 0),
         coalesce(sum(round(x.total_profit * x.rate, 2)), 0),
         coalesce(sum(x.total) FILTER (WHERE x.rate IS NULL), 0),
         coalesce(sum(x.total_cost) FILTER (WHERE x.rate IS NULL), 0),
         coalesce(sum(x.total_profit) FILTER (WHERE x.rate IS NULL), 0),
         sum(x.igtf)
  FROM (
    SELECT s.created_at, 1 AS n, s.total, s.total_cost, s.total_profit, s.exchange_rate AS rate, 0::numeric AS igtf
    FROM sales s WHERE s.shop_id = NEW.id
    UNION ALL
    SELECT r.created_at, 0, -r.total, -r.total_cost, -r.total_profit, s.exchange_rate, 0
    FROM sale_returns r JOIN sales s ON s.id = r.sale_id WHERE r.shop_id = NEW.id
    UNION ALL
    SELECT p.created_at, 0, 0, 0, 0, NULL, p.igtf_amount
    FROM payments p WHERE p.shop_id = NEW.id AND p.igtf_amount <> 0
  ) AS x
  GROUP BY 2;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shops_daily_sales_rezone AFTER UPDATE OF time_zone ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION seller_daily_sales_rezone();--> statement-breakpoint
-- What the guards keep of a signed-in request (the account, its membership, the shop's zone, currency and IGTF)
-- is announced on the same channel as before: the id of the account, the shop, or the member's shop that changed.
CREATE TRIGGER users_account_changed AFTER UPDATE OF id, role, status, name, password_changed_at, suspended_at ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.role IS DISTINCT FROM NEW.role
                     OR OLD.status IS DISTINCT FROM NEW.status OR OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at
                     OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
  EXECUTE FUNCTION users_account_changed();--> statement-breakpoint
CREATE TRIGGER shops_account_changed AFTER UPDATE OF time_zone, currency, igtf_enabled, igtf_rate ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.currency IS DISTINCT FROM NEW.currency
                     OR OLD.igtf_enabled IS DISTINCT FROM NEW.igtf_enabled
                     OR OLD.igtf_rate IS DISTINCT FROM NEW.igtf_rate)
  EXECUTE FUNCTION users_account_changed();--> statement-breakpoint
CREATE TRIGGER shops_account_deleted AFTER DELETE ON shops
  FOR EACH ROW EXECUTE FUNCTION users_account_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_members_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('account_changed', '*');
  ELSE
    PERFORM pg_notify('account_changed', OLD.shop_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shop_members_changed AFTER UPDATE OF shop_id, user_id, name, role, status ON shop_members
  FOR EACH ROW EXECUTE FUNCTION shop_members_changed();--> statement-breakpoint
CREATE TRIGGER shop_members_deleted AFTER DELETE ON shop_members
  FOR EACH ROW EXECUTE FUNCTION shop_members_changed();--> statement-breakpoint
CREATE TRIGGER shop_members_truncated AFTER TRUNCATE ON shop_members
  FOR EACH STATEMENT EXECUTE FUNCTION shop_members_changed();
