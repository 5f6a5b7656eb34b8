CREATE TABLE "shop_hourly_sales" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"revenue_ves" numeric DEFAULT '0' NOT NULL,
	"unrated_revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "shop_hourly_sales_pkey" PRIMARY KEY("shop_id","day","hour","shard")
);
--> statement-breakpoint
-- Decision record 033: each sale at its local day and hour, each return at its own, kept as the daily sums are.
CREATE OR REPLACE FUNCTION shop_hourly_sales_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM new_rows r ORDER BY r.shop_id) s;
    INSERT INTO shop_hourly_sales AS h (shop_id, day, hour, shard, sales_count, revenue, revenue_ves, unrated_revenue)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date,
           extract(hour FROM r.created_at AT TIME ZONE u.time_zone)::smallint, seller_counter_shard(),
           count(*), sum(r.total), coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0)
    FROM new_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shop_id, day, hour, shard) DO UPDATE
    SET sales_count = h.sales_count + excluded.sales_count, revenue = h.revenue + excluded.revenue,
        revenue_ves = h.revenue_ves + excluded.revenue_ves,
        unrated_revenue = h.unrated_revenue + excluded.unrated_revenue;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM old_rows r ORDER BY r.shop_id) s;
    INSERT INTO shop_hourly_sales AS h (shop_id, day, hour, shard, sales_count, revenue, revenue_ves, unrated_revenue)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date,
           extract(hour FROM r.created_at AT TIME ZONE u.time_zone)::smallint, seller_counter_shard(),
           -count(*), -sum(r.total), -coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           -coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0)
    FROM old_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shop_id, day, hour, shard) DO UPDATE
    SET sales_count = h.sales_count + excluded.sales_count, revenue = h.revenue + excluded.revenue,
        revenue_ves = h.revenue_ves + excluded.revenue_ves,
        unrated_revenue = h.unrated_revenue + excluded.unrated_revenue;
    -- A shop deleted with its sales (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM shop_hourly_sales h
    WHERE h.shop_id IN (SELECT DISTINCT r.shop_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM shops u WHERE u.id = h.shop_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the shop, the instant, the total or the rate changes.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT x.shop_id FROM (VALUES (OLD.shop_id), (NEW.shop_id)) AS x(shop_id) ORDER BY 1) s;
    INSERT INTO shop_hourly_sales AS h (shop_id, day, hour, shard, sales_count, revenue, revenue_ves, unrated_revenue)
    SELECT c.shop_id, (c.created_at AT TIME ZONE u.time_zone)::date,
           extract(hour FROM c.created_at AT TIME ZONE u.time_zone)::smallint, seller_counter_shard(),
           sum(c.n), sum(c.n * c.total), coalesce(sum(c.n * round(c.total * c.rate, 2)), 0),
           coalesce(sum(c.n * c.total) FILTER (WHERE c.rate IS NULL), 0)
    FROM (VALUES (OLD.shop_id, OLD.created_at, -1, OLD.total, OLD.exchange_rate),
                 (NEW.shop_id, NEW.created_at, 1, NEW.total, NEW.exchange_rate))
         AS c(shop_id, created_at, n, total, rate)
    JOIN shops u ON u.id = c.shop_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (shop_id, day, hour, shard) DO UPDATE
    SET sales_count = h.sales_count + excluded.sales_count, revenue = h.revenue + excluded.revenue,
        revenue_ves = h.revenue_ves + excluded.revenue_ves,
        unrated_revenue = h.unrated_revenue + excluded.unrated_revenue;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM shop_hourly_sales;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_hourly_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_hourly_sales_sales();
--> statement-breakpoint
CREATE TRIGGER sales_hourly_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_hourly_sales_sales();
--> statement-breakpoint
CREATE TRIGGER sales_hourly_update AFTER UPDATE OF shop_id, created_at, total, exchange_rate ON sales
  FOR EACH ROW WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.total IS DISTINCT FROM NEW.total OR OLD.exchange_rate IS DISTINCT FROM NEW.exchange_rate)
  EXECUTE FUNCTION shop_hourly_sales_sales();
--> statement-breakpoint
CREATE TRIGGER sales_hourly_truncate AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION shop_hourly_sales_sales();
--> statement-breakpoint
-- A return comes off at the hour it was made, each at its sale's rate, as the days take it off.
CREATE OR REPLACE FUNCTION shop_hourly_sales_returns() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(8208, hashtext(NEW.shop_id::text));
  INSERT INTO shop_hourly_sales AS h (shop_id, day, hour, shard, sales_count, revenue, revenue_ves, unrated_revenue)
  SELECT NEW.shop_id, (NEW.created_at AT TIME ZONE u.time_zone)::date,
         extract(hour FROM NEW.created_at AT TIME ZONE u.time_zone)::smallint, seller_counter_shard(), 0,
         -NEW.total, coalesce(-round(NEW.total * s.exchange_rate, 2), 0),
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total ELSE 0 END
  FROM sales s JOIN shops u ON u.id = s.shop_id
  WHERE s.id = NEW.sale_id
  ON CONFLICT (shop_id, day, hour, shard) DO UPDATE
  SET revenue = h.revenue + excluded.revenue, revenue_ves = h.revenue_ves + excluded.revenue_ves,
      unrated_revenue = h.unrated_revenue + excluded.unrated_revenue;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_returns_hourly AFTER INSERT ON sale_returns
  FOR EACH ROW EXECUTE FUNCTION shop_hourly_sales_returns();
--> statement-breakpoint
-- A shop that moves to another zone has its hours rebuilt in it, as its days are.
CREATE OR REPLACE FUNCTION shop_hourly_sales_rezone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8208, hashtext(NEW.id::text));
  DELETE FROM shop_hourly_sales WHERE shop_id = NEW.id;
  PERFORM shop_hourly_sales_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_hourly_sales_rebuild(shop uuid) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO shop_hourly_sales (shop_id, day, hour, shard, sales_count, revenue, revenue_ves, unrated_revenue)
  SELECT shop, x.local::date, extract(hour FROM x.local)::smallint, 0,
         sum(x.n), sum(x.total), coalesce(sum(round(x.total * x.rate, 2)), 0),
         coalesce(sum(x.total) FILTER (WHERE x.rate IS NULL), 0)
  FROM (
    SELECT s.created_at AT TIME ZONE u.time_zone AS local, 1 AS n, s.total, s.exchange_rate AS rate
    FROM sales s JOIN shops u ON u.id = s.shop_id WHERE s.shop_id = shop
    UNION ALL
    SELECT r.created_at AT TIME ZONE u.time_zone, 0, -r.total, s.exchange_rate
    FROM sale_returns r JOIN sales s ON s.id = r.sale_id JOIN shops u ON u.id = r.shop_id
    WHERE r.shop_id = shop
  ) AS x
  GROUP BY 2, 3;
$$;
--> statement-breakpoint
CREATE TRIGGER shops_hourly_sales_rezone AFTER UPDATE OF time_zone ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION shop_hourly_sales_rezone();
--> statement-breakpoint
-- The hours of every sale and return made before this migration, shop by shop.
SELECT shop_hourly_sales_rebuild(id) FROM shops;
