CREATE TABLE "sale_return_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"sale_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"unit_cost" numeric(14, 2),
	CONSTRAINT "sale_return_items_quantity_positive" CHECK ("sale_return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"restock" boolean NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	"total_profit" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refund_method" "payment_method",
	"refund_currency" "payment_currency",
	"refund_amount_in_currency" numeric(20, 2),
	"refund_exchange_rate" numeric(20, 8),
	"refund_amount" numeric(14, 2),
	"cash_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_returns_refund_or_credit" CHECK (("sale_returns"."refund_method" IS NULL) = ("sale_returns"."refund_amount" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_sale_item_id_sale_items_id_fk" FOREIGN KEY ("sale_item_id") REFERENCES "public"."sale_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_return_items_return_idx" ON "sale_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "sale_return_items_sale_item_idx" ON "sale_return_items" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_returns_user_created_idx" ON "sale_returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_returns_cash_session_idx" ON "sale_returns" USING btree ("cash_session_id") WHERE "sale_returns"."cash_session_id" IS NOT NULL;--> statement-breakpoint
-- Revenue and profit are net of returns (design §13): a return takes its lines' revenue, cost and profit off the
-- seller's day it was made on (seller_daily_sales: statistics) and off the all-time revenue counters (the
-- dashboard), in dollars and in bolívares at its sale's rate, as the sales triggers of 0020 add a sale's.
CREATE OR REPLACE FUNCTION seller_sums_returns() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(8208, hashtext(NEW.user_id::text));
  INSERT INTO seller_daily_sales AS d (user_id, day, shard, sales_count, revenue, cost, profit, revenue_ves,
                                       cost_ves, profit_ves, unrated_revenue, unrated_cost, unrated_profit,
                                       igtf_total)
  SELECT NEW.user_id, (NEW.created_at AT TIME ZONE u.time_zone)::date, seller_counter_shard(), 0,
         -NEW.total, -NEW.total_cost, -NEW.total_profit,
         coalesce(-round(NEW.total * s.exchange_rate, 2), 0),
         coalesce(-round(NEW.total_cost * s.exchange_rate, 2), 0),
         coalesce(-round(NEW.total_profit * s.exchange_rate, 2), 0),
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total ELSE 0 END,
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total_cost ELSE 0 END,
         CASE WHEN s.exchange_rate IS NULL THEN -NEW.total_profit ELSE 0 END,
         0
  FROM sales s JOIN users u ON u.id = s.user_id
  WHERE s.id = NEW.sale_id
  ON CONFLICT (user_id, day, shard) DO UPDATE
  SET revenue = d.revenue + excluded.revenue, cost = d.cost + excluded.cost, profit = d.profit + excluded.profit,
      revenue_ves = d.revenue_ves + excluded.revenue_ves, cost_ves = d.cost_ves + excluded.cost_ves,
      profit_ves = d.profit_ves + excluded.profit_ves,
      unrated_revenue = d.unrated_revenue + excluded.unrated_revenue,
      unrated_cost = d.unrated_cost + excluded.unrated_cost,
      unrated_profit = d.unrated_profit + excluded.unrated_profit;
  INSERT INTO seller_counters AS c (user_id, kind, shard, value)
  SELECT NEW.user_id, v.kind, seller_counter_shard(), v.value
  FROM sales s
  CROSS JOIN LATERAL (VALUES ('sales_revenue', -NEW.total),
                             (CASE WHEN s.exchange_rate IS NULL THEN 'sales_revenue_unrated'
                                   ELSE 'sales_revenue_ves' END,
                              -coalesce(round(NEW.total * s.exchange_rate, 2), NEW.total))) AS v(kind, value)
  WHERE s.id = NEW.sale_id
  ORDER BY v.kind
  ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_returns_sums AFTER INSERT ON sale_returns FOR EACH ROW EXECUTE FUNCTION seller_sums_returns();
--> statement-breakpoint
-- A seller's new time zone rebuilds their days from the sales and, now, their returns.
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
         sum(x.igtf_total)
  FROM (
    SELECT s.created_at, 1 AS n, s.total, s.total_cost, s.total_profit, s.exchange_rate AS rate, s.igtf_total
    FROM sales s WHERE s.user_id = NEW.id
    UNION ALL
    SELECT r.created_at, 0, -r.total, -r.total_cost, -r.total_profit, s.exchange_rate, 0
    FROM sale_returns r JOIN sales s ON s.id = r.sale_id WHERE r.user_id = NEW.id
  ) AS x
  GROUP BY 2;
  RETURN NULL;
END $$;
