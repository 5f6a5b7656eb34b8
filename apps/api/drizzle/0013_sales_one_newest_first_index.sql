-- sales_user_created_idx (user_id, created_at, id) served the lists and sales_user_created_totals_idx
-- (user_id, created_at) INCLUDE (total, total_cost, total_profit), migration 0002, served the period sums
-- index-only. One index with the totals as trailing key columns serves both: a sale writes one index entry
-- fewer, and a million sales take ~50 MB less (docs/performance.md).
DROP INDEX "sales_user_created_idx";--> statement-breakpoint
CREATE INDEX "sales_user_created_idx" ON "sales" USING btree ("user_id","created_at","id","total","total_cost","total_profit");--> statement-breakpoint
DROP INDEX IF EXISTS "sales_user_created_totals_idx";
