-- Trigram search by name/SKU/e-mail, and btree_gin so one GIN index also filters by seller.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
