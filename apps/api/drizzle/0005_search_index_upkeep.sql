-- Every sale updates its products' stock. With full pages those updates are not HOT, so each one adds entries
-- to every index of products, and the trigram GIN index queues them in its pending list, which every search
-- then reads in full until a vacuum flushes it: measured on 100,000 products after a few thousand sales, a
-- one-row search read 505 buffers instead of 71. Room on each page keeps stock updates HOT (no index entries
-- at all), and fastupdate off writes the rare GIN entries straight into the index, so a search never pays
-- for the updates before it. drizzle-kit cannot express storage parameters, hence a custom migration.
ALTER TABLE "products" SET (fillfactor = 90);
--> statement-breakpoint
ALTER INDEX "products_user_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "clients_user_search_trgm_idx" SET (fastupdate = off);
