ALTER TABLE "seller_daily_sales" ADD COLUMN "revenue_ves" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "cost_ves" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "profit_ves" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "unrated_revenue" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "unrated_cost" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "unrated_profit" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "igtf_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Statistics and the dashboard in bolívares (design §10 "a sale remembers its rate"): each sale at its own rate,
-- not the dollars × today's rate. A rated sale adds round(amount × exchange_rate, 2) — each sale rounded to the
-- cent, as its details, receipt and the sales history show it, so the figures add up to what those screens say —
-- to the *_ves sums; a sale without a rate (a seller outside Venezuela, or no rate existed) adds its dollars to the
-- unrated_* sums, which the reader converts at today's rate. igtf_total sums the sales' IGTF (dollars; it changes
-- when an instalment in dollars bears IGTF, payments.repository applyPaymentToSale), never revenue.
-- The functions of 0008 and 0004, extended; their locks, shards and order are unchanged.
CREATE OR REPLACE FUNCTION seller_daily_sales_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM new_rows r ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                         igtf_total)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           count(*), sum(r.total), sum(r.total_cost), sum(r.total_profit),
           coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0),
           sum(r.igtf_total)
    FROM new_rows r JOIN users u ON u.id = r.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit,
        igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM old_rows r ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                         igtf_total)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           -count(*), -sum(r.total), -sum(r.total_cost), -sum(r.total_profit),
           -coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           -coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -sum(r.igtf_total)
    FROM old_rows r JOIN users u ON u.id = r.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit,
        igtf_total = d.igtf_total + excluded.igtf_total;
    -- A seller deleted with their sales (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM seller_daily_sales d
    WHERE d.user_id IN (SELECT DISTINCT r.user_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the seller, the instant, a total, the rate or the IGTF changes.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT x.user_id FROM (VALUES (OLD.user_id), (NEW.user_id)) AS x(user_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                         igtf_total)
    SELECT c.user_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           sum(c.n), sum(c.n * c.total), sum(c.n * c.total_cost), sum(c.n * c.total_profit),
           coalesce(sum(c.n * round(c.total * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_cost * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_profit * c.rate, 2)), 0),
           coalesce(sum(c.n * c.total) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_cost) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_profit) FILTER (WHERE c.rate IS NULL), 0),
           sum(c.n * c.igtf_total)
    FROM (VALUES (OLD.user_id, OLD.created_at, -1, OLD.total, OLD.total_cost, OLD.total_profit, OLD.exchange_rate,
                  OLD.igtf_total),
                 (NEW.user_id, NEW.created_at, 1, NEW.total, NEW.total_cost, NEW.total_profit, NEW.exchange_rate,
                  NEW.igtf_total))
         AS c(user_id, created_at, n, total, total_cost, total_profit, rate, igtf_total)
    JOIN users u ON u.id = c.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit,
        igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_daily_sales;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_daily_sales_rezone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8208, hashtext(NEW.id::text));
  DELETE FROM seller_daily_sales WHERE user_id = NEW.id;
  INSERT INTO seller_daily_sales (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves, cost_ves,
                                  profit_ves, unrated_revenue, unrated_cost, unrated_profit, igtf_total)
  SELECT NEW.id, (s.created_at AT TIME ZONE NEW.time_zone)::date, 0,
         count(*), sum(s.total), sum(s.total_cost), sum(s.total_profit),
         coalesce(sum(round(s.total * s.exchange_rate, 2)), 0),
         coalesce(sum(round(s.total_cost * s.exchange_rate, 2)), 0),
         coalesce(sum(round(s.total_profit * s.exchange_rate, 2)), 0),
         coalesce(sum(s.total) FILTER (WHERE s.exchange_rate IS NULL), 0),
         coalesce(sum(s.total_cost) FILTER (WHERE s.exchange_rate IS NULL), 0),
         coalesce(sum(s.total_profit) FILTER (WHERE s.exchange_rate IS NULL), 0),
         sum(s.igtf_total)
  FROM sales s WHERE s.user_id = NEW.id
  GROUP BY 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sales_daily_update ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_daily_update
  AFTER UPDATE OF user_id, created_at, total, total_cost, total_profit, exchange_rate, igtf_total ON sales
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.total IS DISTINCT FROM NEW.total OR OLD.total_cost IS DISTINCT FROM NEW.total_cost
                     OR OLD.total_profit IS DISTINCT FROM NEW.total_profit
                     OR OLD.exchange_rate IS DISTINCT FROM NEW.exchange_rate
                     OR OLD.igtf_total IS DISTINCT FROM NEW.igtf_total)
  EXECUTE FUNCTION seller_daily_sales_sales();
--> statement-breakpoint
-- The dashboard's revenue of all time in bolívares: sales_revenue_ves (Σ each rated sale's total × its rate, to
-- the cent) and sales_revenue_unrated (Σ the totals of sales without a rate, at today's rate when read).
CREATE OR REPLACE FUNCTION seller_counters_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT d.user_id, d.kind, seller_counter_shard(), sum(d.value)
    FROM (
      SELECT r.user_id, 'sales_' || lower(r.status::text) AS kind, 1::numeric AS value FROM new_rows r
      UNION ALL
      SELECT r.user_id, 'sales_revenue', r.total FROM new_rows r
      UNION ALL
      SELECT r.user_id, CASE WHEN r.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
             coalesce(round(r.total * r.exchange_rate, 2), r.total)
      FROM new_rows r
    ) d
    GROUP BY d.user_id, d.kind ORDER BY d.user_id, d.kind
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT d.user_id, d.kind, seller_counter_shard(), -sum(d.value)
    FROM (
      SELECT r.user_id, 'sales_' || lower(r.status::text) AS kind, 1::numeric AS value FROM old_rows r
      UNION ALL
      SELECT r.user_id, 'sales_revenue', r.total FROM old_rows r
      UNION ALL
      SELECT r.user_id, CASE WHEN r.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
             coalesce(round(r.total * r.exchange_rate, 2), r.total)
      FROM old_rows r
    ) d
    GROUP BY d.user_id, d.kind ORDER BY d.user_id, d.kind
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the status, the total or the rate changes (a payment that settles a sale).
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT NEW.user_id, d.kind, seller_counter_shard(), sum(d.value)
    FROM (VALUES ('sales_' || lower(OLD.status::text), -1::numeric),
                 ('sales_' || lower(NEW.status::text), 1::numeric),
                 ('sales_revenue', NEW.total - OLD.total),
                 (CASE WHEN OLD.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
                  -coalesce(round(OLD.total * OLD.exchange_rate, 2), OLD.total)),
                 (CASE WHEN NEW.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END,
                  coalesce(round(NEW.total * NEW.exchange_rate, 2), NEW.total))) AS d(kind, value)
    GROUP BY d.kind HAVING sum(d.value) <> 0 ORDER BY d.kind
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_counters WHERE kind LIKE 'sales\_%';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sales_counters_update ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_counters_update AFTER UPDATE OF status, total, exchange_rate ON sales
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total
                     OR OLD.exchange_rate IS DISTINCT FROM NEW.exchange_rate)
  EXECUTE FUNCTION seller_counters_sales();
--> statement-breakpoint
-- Sales written before: their rows are rebuilt with the new sums (one row per seller and day in shard 0, as
-- 0008's backfill), while no sale can be written (SHARE blocks writers until this migration commits).
LOCK TABLE sales IN SHARE MODE;
--> statement-breakpoint
DELETE FROM seller_daily_sales;
--> statement-breakpoint
INSERT INTO seller_daily_sales (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves, cost_ves,
                                profit_ves, unrated_revenue, unrated_cost, unrated_profit, igtf_total)
SELECT s.user_id, (s.created_at AT TIME ZONE u.time_zone)::date, 0,
       count(*), sum(s.total), sum(s.total_cost), sum(s.total_profit),
       coalesce(sum(round(s.total * s.exchange_rate, 2)), 0),
       coalesce(sum(round(s.total_cost * s.exchange_rate, 2)), 0),
       coalesce(sum(round(s.total_profit * s.exchange_rate, 2)), 0),
       coalesce(sum(s.total) FILTER (WHERE s.exchange_rate IS NULL), 0),
       coalesce(sum(s.total_cost) FILTER (WHERE s.exchange_rate IS NULL), 0),
       coalesce(sum(s.total_profit) FILTER (WHERE s.exchange_rate IS NULL), 0),
       sum(s.igtf_total)
FROM sales s JOIN users u ON u.id = s.user_id
GROUP BY 1, 2;
--> statement-breakpoint
DELETE FROM seller_counters WHERE kind IN ('sales_revenue_ves', 'sales_revenue_unrated');
--> statement-breakpoint
INSERT INTO seller_counters (user_id, kind, shard, value)
SELECT s.user_id, CASE WHEN s.exchange_rate IS NULL THEN 'sales_revenue_unrated' ELSE 'sales_revenue_ves' END, 0,
       sum(coalesce(round(s.total * s.exchange_rate, 2), s.total))
FROM sales s
GROUP BY 1, 2;
