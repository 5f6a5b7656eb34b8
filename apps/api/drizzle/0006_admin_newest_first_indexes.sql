-- The admin's lists of every seller's sales and clients, newest first (docs/admin.md): their ids are random
-- (docs/decisions/005), so only (created_at, id) can order them without sorting the whole table.
CREATE INDEX "clients_created_live_idx" ON "clients" USING btree ("created_at","id") WHERE "clients"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at","id");