-- Weighed goods (design §13): a product's unit, and stock, sale and return quantities to three decimals. Whole
-- quantities are unchanged by the new type; a product sold by the unit (every existing one) stays whole, and no
-- stock passes the spec's integer.
CREATE TYPE "public"."product_unit" AS ENUM('UNIT', 'KG', 'G', 'L');--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "sale_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "sale_return_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" "product_unit" DEFAULT 'UNIT' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "unit" "product_unit" DEFAULT 'UNIT' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_max" CHECK ("products"."quantity" <= 2147483647);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_whole_quantity" CHECK ("products"."unit" <> 'UNIT' OR "products"."quantity" = trunc("products"."quantity"));--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_unit_whole_quantity" CHECK ("sale_items"."unit" <> 'UNIT' OR "sale_items"."quantity" = trunc("sale_items"."quantity"));
