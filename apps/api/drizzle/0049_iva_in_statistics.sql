ALTER TABLE "seller_daily_sales" ADD COLUMN "tax_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "tax_ves" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "unrated_tax" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_daily_sales" ADD COLUMN "discount_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- A day's IVA (decision record 032) is kept with its other sums: the sales' less their returns', in dollars.
CREATE OR REPLACE FUNCTION seller_daily_sales_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM new_rows r ORDER BY r.shop_id) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                         tax_total, tax_ves, unrated_tax, discount_total)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           count(*), sum(r.total), sum(r.total_cost), sum(r.total_profit),
           coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0),
           sum(r.tax_total), coalesce(sum(round(r.tax_total * r.exchange_rate, 2)), 0),
           coalesce(sum(r.tax_total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           sum(r.discount_total)
    FROM new_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit,
        tax_total = d.tax_total + excluded.tax_total, tax_ves = d.tax_ves + excluded.tax_ves,
        unrated_tax = d.unrated_tax + excluded.unrated_tax, discount_total = d.discount_total + excluded.discount_total;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT r.shop_id FROM old_rows r ORDER BY r.shop_id) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                         tax_total, tax_ves, unrated_tax, discount_total)
    SELECT r.shop_id, (r.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           -count(*), -sum(r.total), -sum(r.total_cost), -sum(r.total_profit),
           -coalesce(sum(round(r.total * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_cost * r.exchange_rate, 2)), 0),
           -coalesce(sum(round(r.total_profit * r.exchange_rate, 2)), 0),
           -coalesce(sum(r.total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_cost) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -coalesce(sum(r.total_profit) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -sum(r.tax_total), -coalesce(sum(round(r.tax_total * r.exchange_rate, 2)), 0),
           -coalesce(sum(r.tax_total) FILTER (WHERE r.exchange_rate IS NULL), 0),
           -sum(r.discount_total)
    FROM old_rows r JOIN shops u ON u.id = r.shop_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit,
        tax_total = d.tax_total + excluded.tax_total, tax_ves = d.tax_ves + excluded.tax_ves,
        unrated_tax = d.unrated_tax + excluded.unrated_tax, discount_total = d.discount_total + excluded.discount_total;
    -- A shop deleted with its sales (ON DELETE CASCADE) leaves no rows behind.
    DELETE FROM seller_daily_sales d
    WHERE d.shop_id IN (SELECT DISTINCT r.shop_id FROM old_rows r)
      AND NOT EXISTS (SELECT 1 FROM shops u WHERE u.id = d.shop_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the seller, the instant, a total or the rate changes.
    PERFORM pg_advisory_xact_lock_shared(8208, hashtext(s.shop_id::text))
    FROM (SELECT DISTINCT x.shop_id FROM (VALUES (OLD.shop_id), (NEW.shop_id)) AS x(shop_id) ORDER BY 1) s;
    INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                         cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                         tax_total, tax_ves, unrated_tax, discount_total)
    SELECT c.shop_id, (c.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(),
           sum(c.n), sum(c.n * c.total), sum(c.n * c.total_cost), sum(c.n * c.total_profit),
           coalesce(sum(c.n * round(c.total * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_cost * c.rate, 2)), 0),
           coalesce(sum(c.n * round(c.total_profit * c.rate, 2)), 0),
           coalesce(sum(c.n * c.total) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_cost) FILTER (WHERE c.rate IS NULL), 0),
           coalesce(sum(c.n * c.total_profit) FILTER (WHERE c.rate IS NULL), 0),
           sum(c.n * c.tax_total), coalesce(sum(c.n * round(c.tax_total * c.rate, 2)), 0),
           coalesce(sum(c.n * c.tax_total) FILTER (WHERE c.rate IS NULL), 0),
           sum(c.n * c.discount_total)
    FROM (VALUES (OLD.shop_id, OLD.created_at, -1, OLD.total, OLD.total_cost, OLD.total_profit, OLD.exchange_rate,
                  OLD.tax_total, OLD.discount_total),
                 (NEW.shop_id, NEW.created_at, 1, NEW.total, NEW.total_cost, NEW.total_profit, NEW.exchange_rate,
                  NEW.tax_total, NEW.discount_total))
         AS c(shop_id, created_at, n, total, total_cost, total_profit, rate, tax_total, discount_total)
    JOIN shops u ON u.id = c.shop_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (shop_id, day, shard) DO UPDATE
    SET sales_count = d.sales_count + excluded.sales_count, revenue = d.revenue + excluded.revenue,
        cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
        revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
        profit_ves = d.profit_ves + excluded.profit_ves,
        unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
        unrated_cost = d.unrated_cost + excluded.unrated_cost,
        unrated_profit = d.unrated_profit + excluded.unrated_profit,
        tax_total = d.tax_total + excluded.tax_total, tax_ves = d.tax_ves + excluded.tax_ves,
        unrated_tax = d.unrated_tax + excluded.unrated_tax, discount_total = d.discount_total + excluded.discount_total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_daily_sales;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_sums_returns() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(8208, hashtext(NEW.shop_id::text));
  INSERT INTO seller_daily_sales AS d (shop_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                       cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                       igtf_total, tax_total, tax_ves, unrated_tax)
  SELECT NEW.shop_id, (NEW.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), 0,
         -NEW.total, -NEW.total_cost, -NEW.total_profit,
         coalesce(-round(NEW.total * s.exchange_rate, 2), 0),
         coalesce(-round(NEW.total_cost * s.exchange_rate, 2), 0),
         coalesce(-round(NEW.total_profit * s.exchange_rate, 2), 0),
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total ELSE 0 END,
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total_cost ELSE 0 END,
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total_profit ELSE 0 END,
         0, -NEW.tax_total, coalesce(-round(NEW.tax_total * s.exchange_rate, 2), 0),
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.tax_total ELSE 0 END
  FROM sales s JOIN shops u ON u.id = s.shop_id
  WHERE s.id = NEW.sale_id
  ON CONFLICT (shop_id, day, shard) DO UPDATE
  SET revenue = d.revenue + excluded.revenue, cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
      revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
      profit_ves = d.profit_ves + excluded.profit_ves,
      unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
      unrated_cost = d.unrated_cost + excluded.unrated_cost,
      unrated_profit = d.unrated_profit + excluded.unrated_profit,
      tax_total = d.tax_total + excluded.tax_total, tax_ves = d.tax_ves + excluded.tax_ves,
      unrated_tax = d.unrated_tax + excluded.unrated_tax;
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
                                  profit_ves, unrated_revenue, unrated_cost, unrated_profit, igtf_total,
                                  tax_total, tax_ves, unrated_tax, discount_total)
  SELECT NEW.id, (x.created_at AT TIME ZONE NEW.time_zone)::date, 0,
         sum(x.n), sum(x.total), sum(x.total_cost), sum(x.total_profit),
         coalesce(sum(round(x.total * x.rate, 2)), 0),
         coalesce(sum(round(x.total_cost * x.rate, 2)), 0),
         coalesce(sum(round(x.total_profit * x.rate, 2)), 0),
         coalesce(sum(x.total) FILTER (WHERE x.rate IS NULL), 0),
         coalesce(sum(x.total_cost) FILTER (WHERE x.rate IS NULL), 0),
         coalesce(sum(x.total_profit) FILTER (WHERE x.rate IS NULL), 0),
         sum(x.igtf), sum(x.tax), coalesce(sum(round(x.tax * x.rate, 2)), 0),
         coalesce(sum(x.tax) FILTER (WHERE x.rate IS NULL), 0), sum(x.discount)
  FROM (
    SELECT s.created_at, 1 AS n, s.total, s.total_cost, s.total_profit, s.exchange_rate AS rate, 0::numeric AS igtf,
           s.tax_total AS tax, s.discount_total AS discount
    FROM sales s WHERE s.shop_id = NEW.id
    UNION ALL
    SELECT r.created_at, 0, -r.total, -r.total_cost, -r.total_profit, s.exchange_rate, 0, -r.tax_total, 0
    FROM sale_returns r JOIN sales s ON s.id = r.sale_id WHERE r.shop_id = NEW.id
    UNION ALL
    SELECT p.created_at, 0, 0, 0, 0, NULL, p.igtf_amount, 0, 0
    FROM payments p WHERE p.shop_id = NEW.id AND p.igtf_amount <> 0
  ) AS x
  GROUP BY 2;
  RETURN NULL;
END $$;
