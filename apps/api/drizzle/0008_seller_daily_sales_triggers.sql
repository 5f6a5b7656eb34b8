-- Sales per seller and local day (table seller_daily_sales, see src/db/schema/counters.ts), kept by triggers so
-- that every writer (the API, the admin, the benchmark's bulk loader, a psql session) keeps it right. Daily
-- statistics read one year of a seller's sales as at most 365 × 16 rows instead of summing 200,000 sales: the
-- day-by-day query over the covering index took ~35 ms idle and 60-240 ms on a loaded machine (docs/performance.md).
-- A sale's day is its local date in the seller's users.time_zone; a change of that zone rebuilds the seller's rows.
-- Inserts and deletes use statement-level triggers with transition tables (one upsert per statement); updates of
-- the columns that matter are row-level. Rows go to the backend's shard (seller_counter_shard(), migration 0004)
-- in a fixed order, so concurrent sales of one seller neither queue on one row nor deadlock.
-- A sale's writer and a time zone change of the same seller are serialised by an advisory lock (class 8208, the
-- seller's id hashed): shared for sale writers, exclusive for the rebuild, so no sale is summed under a zone it
-- no longer has.
CREATE OR REPLACE FUNCTION seller_daily_sales_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM new_rows r ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           count(*), sum(r.total), sum(r.total_cost), sum(r.total_profit)
    FROM new_rows r JOIN users u ON u.id = r.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM old_rows r ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           -count(*), -sum(r.total), -sum(r.total_cost), -sum(r.total_profit)
    FROM old_rows r JOIN users u ON u.id = r.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit;
    -- A seller deleted with their sales (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM seller_daily_sales d
    WHERE d.user_id IN (SELECT DISTINCT r.user_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the seller, the instant or a total changes (sales are immutable in the app).
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT x.user_id FROM (VALUES (OLD.user_id), (NEW.user_id)) AS x(user_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit)
    SELECT c.user_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           sum(c.n), sum(c.total), sum(c.total_cost), sum(c.total_profit)
    FROM (VALUES (OLD.user_id, OLD.created_at, -1, -OLD.total, -OLD.total_cost, -OLD.total_profit),
                 (NEW.user_id, NEW.created_at, 1, NEW.total, NEW.total_cost, NEW.total_profit))
         AS c(user_id, created_at, n, total, total_cost, total_profit)
    JOIN users u ON u.id = c.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_daily_sales;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The seller's zone changed: their days are other days now. Rebuilt from the sales, after every sale writer of
-- the seller that came first has committed (the exclusive advisory lock waits for them).
CREATE OR REPLACE FUNCTION seller_daily_sales_rezone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8208, hashtext(NEW.id::text));
  DELETE FROM seller_daily_sales WHERE user_id = NEW.id;
  INSERT INTO seller_daily_sales (user_id, day, shard, sales_count, revenue, cost, profit)
  SELECT NEW.id, (s.created_at AT TIME ZONE NEW.time_zone)::date, 0,
         count(*), sum(s.total), sum(s.total_cost), sum(s.total_profit)
  FROM sales s WHERE s.user_id = NEW.id
  GROUP BY 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_daily_sales_sales();
--> statement-breakpoint
CREATE TRIGGER sales_daily_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_daily_sales_sales();
--> statement-breakpoint
CREATE TRIGGER sales_daily_update AFTER UPDATE OF user_id, created_at, total, total_cost, total_profit ON sales
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.total IS DISTINCT FROM NEW.total OR OLD.total_cost IS DISTINCT FROM NEW.total_cost
                     OR OLD.total_profit IS DISTINCT FROM NEW.total_profit)
  EXECUTE FUNCTION seller_daily_sales_sales();
--> statement-breakpoint
CREATE TRIGGER sales_daily_truncate AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION seller_daily_sales_sales();
--> statement-breakpoint
CREATE TRIGGER users_daily_sales_rezone AFTER UPDATE OF time_zone ON users
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION seller_daily_sales_rezone();
--> statement-breakpoint
-- Sales written before these triggers existed.
INSERT INTO seller_daily_sales (user_id, day, shard, sales_count, revenue, cost, profit)
SELECT s.user_id, (s.created_at AT TIME ZONE u.time_zone)::date, 0,
       count(*), sum(s.total), sum(s.total_cost), sum(s.total_profit)
FROM sales s JOIN users u ON u.id = s.user_id
GROUP BY 1, 2
ON CONFLICT (user_id, day, shard) DO UPDATE
SET sales_count = seller_daily_sales.sales_count + excluded.sales_count,
    revenue = seller_daily_sales.revenue + excluded.revenue,
    cost = seller_daily_sales.cost + excluded.cost, profit = seller_daily_sales.profit + excluded.profit;
