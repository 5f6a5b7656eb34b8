CREATE INDEX "payments_user_igtf_idx" ON "payments" USING btree ("user_id","created_at","igtf_amount") WHERE "payments"."igtf_amount" > 0;--> statement-breakpoint
-- IGTF collected in a period is Σ igtf_amount of the payments made in it, each on its seller's local day (design
-- §10): an instalment in dollars cash paid on 3 December for a fiado of 28 November is December's IGTF in the
-- statistics and the dashboard, as it is in December's Z report and the client's statement. Until now
-- seller_daily_sales.igtf_total summed sales.igtf_total on the sale's day (0020). The sales triggers stop adding
-- IGTF: the function of 0020 with the IGTF taken out, nothing else changed (its locks, shards and order).
CREATE OR REPLACE FUNCTION seller_daily_sales_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM new_rows r ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           count(*), sum(r.total), sum(r.total_cost), sum(r.total_profit),
           coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0)
    FROM new_rows r JOIN users u ON u.id = r.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM old_rows r ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           -count(*), -sum(r.total), -sum(r.total_cost), -sum(r.total_profit),
           -coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           -coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0)
    FROM old_rows r JOIN users u ON u.id = r.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit;
    -- A seller deleted with their sales (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM seller_daily_sales d
    WHERE d.user_id IN (SELECT DISTINCT r.user_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the seller, the instant, a total or the rate changes.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT x.user_id FROM (VALUES (OLD.user_id), (NEW.user_id)) AS x(user_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit)
    SELECT c.user_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           sum(c.n), sum(c.n * c.total), sum(c.n * c.total_cost), sum(c.n * c.total_profit),
           coalesce(sum(c.n * round(c.total * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_cost * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_profit * c.rate, 2)), 0),
           coalesce(sum(c.n * c.total) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_cost) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_profit) FILTER (WHERE c.rate IS NULL), 0)
    FROM (VALUES (OLD.user_id, OLD.created_at, -1, OLD.total, OLD.total_cost, OLD.total_profit, OLD.exchange_rate),
                 (NEW.user_id, NEW.created_at, 1, NEW.total, NEW.total_cost, NEW.total_profit, NEW.exchange_rate))
         AS c(user_id, created_at, n, total, total_cost, total_profit, rate)
    JOIN users u ON u.id = c.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE
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
END $$;
--> statement-breakpoint
-- An instalment's IGTF no longer moves the sale's day: the update trigger stops hearing sales.igtf_total.
DROP TRIGGER sales_daily_update ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_daily_update
  AFTER UPDATE OF user_id, created_at, total, total_cost, total_profit, exchange_rate ON sales
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.total IS DISTINCT FROM NEW.total OR OLD.total_cost IS DISTINCT FROM NEW.total_cost
                     OR OLD.total_profit IS DISTINCT FROM NEW.total_profit
                     OR OLD.exchange_rate IS DISTINCT FROM NEW.exchange_rate)
  EXECUTE FUNCTION seller_daily_sales_sales();
--> statement-breakpoint
-- Each payment's IGTF goes to its seller's row for the payment's local day, in the connection's shard, under the
-- same lock as the sales' (a change of zone rebuilds the rows under the exclusive one). Most payments bear none
-- (bolívares, Pago Móvil, a seller who does not charge it): they are skipped before any lock or row is touched.
CREATE OR REPLACE FUNCTION seller_daily_sales_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows r WHERE r.igtf_amount <> 0) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM new_rows r WHERE r.igtf_amount <> 0 ORDER BY r.user_id) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, igtf_total)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), sum(r.igtf_amount)
    FROM new_rows r JOIN users u ON u.id = r.user_id
    WHERE r.igtf_amount <> 0
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows r WHERE r.igtf_amount <> 0) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT r.user_id FROM old_rows r WHERE r.igtf_amount <> 0 ORDER BY r.user_id) s;
    -- A seller deleted with their payments has no users row left: nothing is added back for them.
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, igtf_total)
    SELECT r.user_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), -sum(r.igtf_amount)
    FROM old_rows r JOIN users u ON u.id = r.user_id
    WHERE r.igtf_amount <> 0
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level (transition tables cannot go with a column list), fired only when some IGTF moves.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.user_id::text))
    FROM (SELECT DISTINCT x.user_id FROM (VALUES (OLD.user_id), (NEW.user_id)) AS x(user_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (user_id, day, shard, igtf_total)
    SELECT c.user_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), sum(c.igtf)
    FROM (VALUES (OLD.user_id, OLD.created_at, -OLD.igtf_amount),
                 (NEW.user_id, NEW.created_at, NEW.igtf_amount)) AS c(user_id, created_at, igtf)
    JOIN users u ON u.id = c.user_id
    GROUP BY 1, 2 HAVING sum(c.igtf) <> 0 ORDER BY 1, 2
    ON CONFLICT (user_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE seller_daily_sales SET igtf_total = 0 WHERE igtf_total <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_daily_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_daily_sales_payments();
--> statement-breakpoint
CREATE TRIGGER payments_daily_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_daily_sales_payments();
--> statement-breakpoint
CREATE TRIGGER payments_daily_update AFTER UPDATE OF user_id, created_at, igtf_amount ON payments
  FOR EACH ROW WHEN ((OLD.igtf_amount <> 0 OR NEW.igtf_amount <> 0)
                     AND (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                          OR OLD.igtf_amount IS DISTINCT FROM NEW.igtf_amount))
  EXECUTE FUNCTION seller_daily_sales_payments();
--> statement-breakpoint
CREATE TRIGGER payments_daily_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION seller_daily_sales_payments();
--> statement-breakpoint
-- A seller's new time zone rebuilds their days from the sales, their returns (0027) and, for the IGTF, their
-- payments.
CREATE OR REPLACE FUNCTION seller_daily_sales_rezone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8208, hashtext(NEW.id::text));
  DELETE FROM seller_daily_sales WHERE user_id = NEW.id;
  INSERT INTO seller_daily_sales (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves, cost_ves,
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
    FROM sales s WHERE s.user_id = NEW.id
    UNION ALL
    SELECT r.created_at, 0, -r.total, -r.total_cost, -r.total_profit, s.exchange_rate, 0
    FROM sale_returns r JOIN sales s ON s.id = r.sale_id WHERE r.user_id = NEW.id
    UNION ALL
    SELECT p.created_at, 0, 0, 0, 0, NULL, p.igtf_amount
    FROM payments p WHERE p.user_id = NEW.id AND p.igtf_amount <> 0
  ) AS x
  GROUP BY 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The IGTF kept so far moves from the sales' days to the payments' (shard 0, as 0020's backfill; a day with
-- payments but no sale gets its row), while no payment can be written (the index above took the same lock).
LOCK TABLE payments IN SHARE MODE;
--> statement-breakpoint
UPDATE seller_daily_sales SET igtf_total = 0 WHERE igtf_total <> 0;
--> statement-breakpoint
INSERT INTO seller_daily_sales AS d (user_id, day, shard, igtf_total)
SELECT p.user_id, (p.created_at AT TIME ZONE u.time_zone)::date, 0, sum(p.igtf_amount)
FROM payments p JOIN users u ON u.id = p.user_id
WHERE p.igtf_amount <> 0
GROUP BY 1, 2
ON CONFLICT (user_id, day, shard) DO UPDATE SET igtf_total = d.igtf_total + excluded.igtf_total;
