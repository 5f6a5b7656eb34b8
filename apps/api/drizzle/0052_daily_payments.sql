CREATE TABLE "shop_daily_payments" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"currency" "payment_currency" NOT NULL,
	"shard" smallint NOT NULL,
	"payments_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	"amount_in_currency" numeric DEFAULT '0' NOT NULL,
	"igtf_amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "shop_daily_payments_pkey" PRIMARY KEY("shop_id","day","method","currency","shard")
);
--> statement-breakpoint
CREATE INDEX "sales_shop_change_idx" ON "sales" USING btree ("shop_id","created_at","change_currency","change_amount") WHERE "sales"."change_amount" IS NOT NULL;--> statement-breakpoint
-- Decision record 033: each payment on its local day, by method and currency, kept as the daily sums are.
CREATE OR REPLACE FUNCTION shop_daily_payments_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM new_rows r ORDER BY r.shop_id) s;
    INSERT INTO shop_daily_payments AS d (shop_id, day, method, currency, shard, payments_count, amount,
                                          amount_in_currency, igtf_amount)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, r.method, r.currency, seller_counter_shard(),
           count(*), sum(r.amount), sum(r.amount_in_currency), sum(r.igtf_amount)
    FROM new_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (shop_id, day, method, currency, shard) DO UPDATE
    SET payments_count = d.payments_count + excluded.payments_count, amount = d.amount + excluded.amount,
        amount_in_currency = d.amount_in_currency + excluded.amount_in_currency,
        igtf_amount = d.igtf_amount + excluded.igtf_amount;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM old_rows r ORDER BY r.shop_id) s;
    INSERT INTO shop_daily_payments AS d (shop_id, day, method, currency, shard, payments_count, amount,
                                          amount_in_currency, igtf_amount)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, r.method, r.currency, seller_counter_shard(),
           -count(*), -sum(r.amount), -sum(r.amount_in_currency), -sum(r.igtf_amount)
    FROM old_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (shop_id, day, method, currency, shard) DO UPDATE
    SET payments_count = d.payments_count + excluded.payments_count, amount = d.amount + excluded.amount,
        amount_in_currency = d.amount_in_currency + excluded.amount_in_currency,
        igtf_amount = d.igtf_amount + excluded.igtf_amount;
    -- A shop deleted with its payments (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM shop_daily_payments d
    WHERE d.shop_id IN (SELECT DISTINCT r.shop_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM shops u WHERE u.id = d.shop_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when what the sums keep changes.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT x.shop_id FROM (VALUES (OLD.shop_id), (NEW.shop_id)) AS x(shop_id) ORDER BY 1) s;
    INSERT INTO shop_daily_payments AS d (shop_id, day, method, currency, shard, payments_count, amount,
                                          amount_in_currency, igtf_amount)
    SELECT c.shop_id, (c.created_at AT TIME ZONE u.time_zone)::date, c.method, c.currency, seller_counter_shard(),
           sum(c.n), sum(c.n * c.amount), sum(c.n * c.handed), sum(c.n * c.igtf)
    FROM (VALUES (OLD.shop_id, OLD.created_at, OLD.method, OLD.currency, -1, OLD.amount, OLD.amount_in_currency,
                  OLD.igtf_amount),
                 (NEW.shop_id, NEW.created_at, NEW.method, NEW.currency, 1, NEW.amount, NEW.amount_in_currency,
                  NEW.igtf_amount))
         AS c(shop_id, created_at, method, currency, n, amount, handed, igtf)
    JOIN shops u ON u.id = c.shop_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (shop_id, day, method, currency, shard) DO UPDATE
    SET payments_count = d.payments_count + excluded.payments_count, amount = d.amount + excluded.amount,
        amount_in_currency = d.amount_in_currency + excluded.amount_in_currency,
        igtf_amount = d.igtf_amount + excluded.igtf_amount;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM shop_daily_payments;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_report_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_daily_payments_payments();
--> statement-breakpoint
CREATE TRIGGER payments_report_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_daily_payments_payments();
--> statement-breakpoint
CREATE TRIGGER payments_report_update
  AFTER UPDATE OF shop_id, created_at, method, currency, amount, amount_in_currency, igtf_amount ON payments
  FOR EACH ROW WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.method IS DISTINCT FROM NEW.method OR OLD.currency IS DISTINCT FROM NEW.currency
                     OR OLD.amount IS DISTINCT FROM NEW.amount
                     OR OLD.amount_in_currency IS DISTINCT FROM NEW.amount_in_currency
                     OR OLD.igtf_amount IS DISTINCT FROM NEW.igtf_amount)
  EXECUTE FUNCTION shop_daily_payments_payments();
--> statement-breakpoint
CREATE TRIGGER payments_report_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION shop_daily_payments_payments();
--> statement-breakpoint
-- The payments of a shop, on its local days: the migration's and a change of zone's rebuild.
CREATE OR REPLACE FUNCTION shop_daily_payments_rebuild(shop uuid) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO shop_daily_payments (shop_id, day, method, currency, shard, payments_count, amount,
                                   amount_in_currency, igtf_amount)
  SELECT p.shop_id, (p.created_at AT TIME ZONE u.time_zone)::date, p.method, p.currency, 0,
         count(*), sum(p.amount), sum(p.amount_in_currency), sum(p.igtf_amount)
  FROM payments p JOIN shops u ON u.id = p.shop_id
  WHERE p.shop_id = shop
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_daily_payments_rezone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8208, hashtext(NEW.id::text));
  DELETE FROM shop_daily_payments WHERE shop_id = NEW.id;
  PERFORM shop_daily_payments_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shops_daily_payments_rezone AFTER UPDATE OF time_zone ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION shop_daily_payments_rezone();
--> statement-breakpoint
-- Every payment made before this migration, shop by shop.
SELECT shop_daily_payments_rebuild(id) FROM shops;
