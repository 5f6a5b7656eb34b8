-- Running totals per seller (table seller_counters, see src/db/schema/counters.ts), kept by triggers so that
-- every writer — the API, the admin, the benchmark's bulk loader, a psql session — keeps them right:
-- live products, live clients, sales by status and the sum of sale totals. Lists answer their unfiltered
-- `total` from here instead of counting a big seller's 100,000 products or 200,000 sales on every page.
-- Inserts and deletes use statement-level triggers with transition tables (one upsert per statement, so a
-- bulk load of a million rows costs one aggregate); soft deletes and status changes are row-level triggers
-- whose WHEN clause skips every other update (stock decrements, payments that do not settle a sale).
-- Rows are upserted in a fixed order so two transactions never take two counter rows in opposite orders.
-- Which counter row a transaction adds to: one of 16 per seller and kind, picked by the backend so concurrent
-- sales of one seller rarely wait on the same row (a single row would serialise them until commit).
CREATE OR REPLACE FUNCTION seller_counter_shard() RETURNS smallint
LANGUAGE sql VOLATILE AS $$ SELECT (pg_backend_pid() % 16)::smallint $$;
--> statement-breakpoint
-- Live (not soft-deleted) rows of products or clients; TG_ARGV[0] is the counter kind.
CREATE OR REPLACE FUNCTION seller_counters_live_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  counter_kind text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT r.user_id, counter_kind, seller_counter_shard(), count(*)
    FROM new_rows r WHERE r.deleted_at IS NULL GROUP BY r.user_id ORDER BY r.user_id
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT r.user_id, counter_kind, seller_counter_shard(), -count(*)
    FROM old_rows r WHERE r.deleted_at IS NULL GROUP BY r.user_id ORDER BY r.user_id
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when deleted_at changes between null and not null.
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    VALUES (NEW.user_id, counter_kind, seller_counter_shard(), CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END)
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_counters WHERE kind = counter_kind;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sales by status (sales_paid, sales_pending) and the sum of their totals (sales_revenue).
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
    ) d
    GROUP BY d.user_id, d.kind ORDER BY d.user_id, d.kind
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when the status or the total changes (a payment that settles a sale).
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT NEW.user_id, d.kind, seller_counter_shard(), sum(d.value)
    FROM (VALUES ('sales_' || lower(OLD.status::text), -1::numeric),
                 ('sales_' || lower(NEW.status::text), 1::numeric),
                 ('sales_revenue', NEW.total - OLD.total)) AS d(kind, value)
    GROUP BY d.kind HAVING sum(d.value) <> 0 ORDER BY d.kind
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM seller_counters WHERE kind LIKE 'sales\_%';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counters_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_live_rows('products');
--> statement-breakpoint
CREATE TRIGGER products_counters_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_live_rows('products');
--> statement-breakpoint
CREATE TRIGGER products_counters_soft_delete AFTER UPDATE OF deleted_at ON products
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION seller_counters_live_rows('products');
--> statement-breakpoint
CREATE TRIGGER products_counters_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_live_rows('products');
--> statement-breakpoint
CREATE TRIGGER clients_counters_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_live_rows('clients');
--> statement-breakpoint
CREATE TRIGGER clients_counters_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_live_rows('clients');
--> statement-breakpoint
CREATE TRIGGER clients_counters_soft_delete AFTER UPDATE OF deleted_at ON clients
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION seller_counters_live_rows('clients');
--> statement-breakpoint
CREATE TRIGGER clients_counters_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_live_rows('clients');
--> statement-breakpoint
CREATE TRIGGER sales_counters_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_sales();
--> statement-breakpoint
CREATE TRIGGER sales_counters_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_sales();
--> statement-breakpoint
CREATE TRIGGER sales_counters_update AFTER UPDATE OF status, total ON sales
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total)
  EXECUTE FUNCTION seller_counters_sales();
--> statement-breakpoint
CREATE TRIGGER sales_counters_truncate AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION seller_counters_sales();
--> statement-breakpoint
-- Rows written before these triggers existed.
INSERT INTO seller_counters (user_id, kind, shard, value)
SELECT user_id, 'products', 0, count(*) FROM products WHERE deleted_at IS NULL GROUP BY user_id
UNION ALL
SELECT user_id, 'clients', 0, count(*) FROM clients WHERE deleted_at IS NULL GROUP BY user_id
UNION ALL
SELECT user_id, 'sales_' || lower(status::text), 0, count(*) FROM sales GROUP BY user_id, status
UNION ALL
SELECT user_id, 'sales_revenue', 0, sum(total) FROM sales GROUP BY user_id
ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = seller_counters.value + excluded.value;
