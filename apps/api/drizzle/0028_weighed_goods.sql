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
--> statement-breakpoint
-- Answers stored with an Idempotency-Key before lines had a unit replay with the unit every line then had.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data,items}',
  (SELECT coalesce(jsonb_agg(e.item || '{"unit":"UNIT"}'::jsonb ORDER BY e.n), '[]'::jsonb)
   FROM jsonb_array_elements(k.response_body::jsonb #> '{data,items}') WITH ORDINALITY AS e(item, n))
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb #> '{data,items}') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(k.response_body::jsonb #> '{data,items}') AS e(item)
              WHERE NOT e.item ? 'unit');
--> statement-breakpoint
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data,lines}',
  (SELECT coalesce(jsonb_agg(e.line || '{"unit":"UNIT"}'::jsonb ORDER BY e.n), '[]'::jsonb)
   FROM jsonb_array_elements(k.response_body::jsonb #> '{data,lines}') WITH ORDINALITY AS e(line, n))
)::text
WHERE k.route = 'POST /sales/{id}/returns' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb #> '{data,lines}') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(k.response_body::jsonb #> '{data,lines}') AS e(line)
              WHERE NOT e.line ? 'unit');
