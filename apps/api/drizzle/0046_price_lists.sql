CREATE TABLE "price_list_prices" (
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"min_quantity" numeric(14, 3) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "price_list_prices_price_list_id_product_id_min_quantity_pk" PRIMARY KEY("price_list_id","product_id","min_quantity"),
	CONSTRAINT "price_list_prices_min_quantity_positive" CHECK ("price_list_prices"."min_quantity" > 0),
	CONSTRAINT "price_list_prices_price_non_negative" CHECK ("price_list_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"percent_off" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_percent_off_range" CHECK ("price_lists"."percent_off" > 0 AND "price_lists"."percent_off" < 100)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "discount_limits" jsonb DEFAULT '{"MANAGER":null,"CASHIER":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "discount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "discount_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "discounts" jsonb;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_prices_product_idx" ON "price_list_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_shop_name_key" ON "price_lists" USING btree ("shop_id",lower("name"));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_discount_non_negative" CHECK ("sale_items"."discount" >= 0);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_discount_total_non_negative" CHECK ("sales"."discount_total" >= 0);--> statement-breakpoint
-- A member's maximum discount rides on every session's cached account (decision record 031): a change of the
-- limits is announced to every process, as a change of zone, currency or IGTF is.
DROP TRIGGER shops_account_changed ON shops;--> statement-breakpoint
CREATE TRIGGER shops_account_changed AFTER UPDATE OF time_zone, currency, igtf_enabled, igtf_rate, discount_limits ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.currency IS DISTINCT FROM NEW.currency
                     OR OLD.igtf_enabled IS DISTINCT FROM NEW.igtf_enabled
                     OR OLD.igtf_rate IS DISTINCT FROM NEW.igtf_rate
                     OR OLD.discount_limits IS DISTINCT FROM NEW.discount_limits)
  EXECUTE FUNCTION users_account_changed();
--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales had price lists and discounts replay with none.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data')
    || '{"priceListId":null,"priceListName":null,"discountTotal":0,"discounts":[]}'::jsonb
    || jsonb_build_object('items', coalesce((
         SELECT jsonb_agg(item || '{"discount":0}'::jsonb ORDER BY ordinal)
           FROM jsonb_array_elements(k.response_body::jsonb -> 'data' -> 'items') WITH ORDINALITY AS i(item, ordinal)
       ), '[]'::jsonb))
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND jsonb_typeof(k.response_body::jsonb -> 'data' -> 'items') = 'array'
  AND NOT (k.response_body::jsonb -> 'data') ? 'discountTotal';
