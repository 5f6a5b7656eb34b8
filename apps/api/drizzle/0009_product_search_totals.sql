-- GET /products?search=…: the page's `total` counts every match, and counting a common word among a big
-- seller's 100,000 products (10,000 matches) rechecks 10,000 rows on every page. The count only changes when
-- the seller's catalogue does (a product created, deleted, renamed or given another SKU), never with a sale's
-- stock update, so it is kept per seller and pattern together with the catalogue version it was counted at
-- (docs/performance.md). A kept total is used only while that version is still the current one: exact, never
-- stale. The version is seller_counters kind 'products_version', shard 0, raised by one per changed product
-- (only ever raised, so the same version means the same catalogue).
-- The totals are a cache: UNLOGGED (no WAL; emptied by crash recovery, which only costs one count) and written
-- only for large totals (src/modules/products/products.repository.ts). Not in the drizzle schema, which cannot
-- say UNLOGGED; nothing but that repository reads it.
CREATE UNLOGGED TABLE IF NOT EXISTS "product_search_totals" (
  "user_id" uuid NOT NULL,
  "pattern" text NOT NULL,
  "version" numeric NOT NULL,
  "total" integer NOT NULL,
  CONSTRAINT "product_search_totals_pkey" PRIMARY KEY ("user_id", "pattern")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT r.user_id, 'products_version', 0, count(*) FROM new_rows r GROUP BY r.user_id ORDER BY r.user_id
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT r.user_id, 'products_version', 0, count(*) FROM old_rows r GROUP BY r.user_id ORDER BY r.user_id
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
    -- Products are hard-deleted only with their seller: their kept totals go too.
    DELETE FROM product_search_totals WHERE user_id IN (SELECT DISTINCT r.user_id FROM old_rows r);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Row level, fired only when what a search reads changes: name, SKU, live or deleted, owner.
    INSERT INTO seller_counters AS c (user_id, kind, shard, value)
    SELECT DISTINCT x.user_id, 'products_version', 0::smallint, 1::numeric
    FROM (VALUES (OLD.user_id), (NEW.user_id)) AS x(user_id) ORDER BY 1
    ON CONFLICT (user_id, kind, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_search_totals;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_version_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_version_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_version_update AFTER UPDATE OF name, sku, deleted_at, user_id ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.sku IS DISTINCT FROM NEW.sku
                     OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION products_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_version_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_catalogue_version();
--> statement-breakpoint
-- Versions must only rise: should the counters ever be emptied by hand, no kept total may outlive them.
CREATE OR REPLACE FUNCTION product_search_totals_forget() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_counters_truncate_search_totals AFTER TRUNCATE ON seller_counters
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_totals_forget();
