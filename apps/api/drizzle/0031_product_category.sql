-- A product's category (the seller's own grouping, "Bebidas"): typed in the product form, or imported from another
-- program's export (Loyverse's Category, Odoo's Product Category). Optional: none for every product made before.
ALTER TABLE "products" ADD COLUMN "category" text;--> statement-breakpoint
-- A search finds a product by its category too: search_text (0010) is stored, so it is made again with the
-- category, and its two indexes with it (dropping the column drops them): the trigram index with fastupdate off
-- (0005), the newest-first index that a common word's walk reads alone (0011). No stored text changes (every
-- category is empty), so the search totals kept so far (0009) stay exact.
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || ' ' || lower(sku) || coalesce(' ' || lower(category), '')) STORED;--> statement-breakpoint
CREATE INDEX "products_user_search_trgm_idx" ON "products" USING gin ("user_id","search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_user_created_live_idx" ON "products" USING btree ("user_id","created_at","id","search_text") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
-- A new category changes what a search finds: the catalogue version rises, as for a new name or SKU (0009).
DROP TRIGGER "products_version_update" ON "products";--> statement-breakpoint
CREATE TRIGGER products_version_update AFTER UPDATE OF name, sku, category, deleted_at, user_id ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.sku IS DISTINCT FROM NEW.sku
                     OR OLD.category IS DISTINCT FROM NEW.category
                     OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION products_catalogue_version();
