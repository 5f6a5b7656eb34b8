CREATE TYPE "public"."stock_movement_kind" AS ENUM('SALE', 'RESTOCK', 'ADJUSTMENT', 'RETURN', 'IMPORT', 'EDIT', 'OPENING');--> statement-breakpoint
CREATE TABLE "restocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"supplier" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"stock_after" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(14, 2),
	"reason" text,
	"note" text,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_stock" numeric(14, 3) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restocks_user_created_idx" ON "restocks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_created_idx" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_idx" ON "stock_movements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_barcode_live_key" ON "products" USING btree ("user_id","barcode") WHERE "products"."deleted_at" IS NULL AND "products"."barcode" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_stock_non_negative" CHECK ("products"."min_stock" >= 0);--> statement-breakpoint
-- The kardex starts here: every product's stock as it stands is its opening movement, so the sum of each
-- product's movements is its stock from the first day (design §13).
INSERT INTO "stock_movements" ("id", "user_id", "product_id", "kind", "quantity", "stock_after", "unit_cost", "created_at")
SELECT gen_random_uuid(), "user_id", "id", 'OPENING', "quantity", "quantity", "cost", now()
FROM "products";
