-- A product's lowercased "name sku", stored: searches compared lower(name) || ' ' || lower(sku) on every row
-- they walked (docs/performance.md). The trigram index moves to the stored column; fastupdate stays off
-- (see 0005).
DROP INDEX "products_user_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || ' ' || lower(sku)) STORED;--> statement-breakpoint
CREATE INDEX "products_user_search_trgm_idx" ON "products" USING gin ("user_id","search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "products"."deleted_at" IS NULL;
