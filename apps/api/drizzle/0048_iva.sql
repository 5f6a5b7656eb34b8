CREATE TYPE "public"."tax_class" AS ENUM('GENERAL', 'REDUCED', 'EXEMPT');--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "charges_iva" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "prices_include_iva" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" "tax_class" DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "tax_class" "tax_class";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tax_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "iva_on_top" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "tax_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A seller's cached session carries the shop's IVA settings (decision record 032): their change is announced.
DROP TRIGGER shops_account_changed ON shops;--> statement-breakpoint
CREATE TRIGGER shops_account_changed
  AFTER UPDATE OF time_zone, currency, igtf_enabled, igtf_rate, discount_limits, charges_iva, prices_include_iva
  ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.currency IS DISTINCT FROM NEW.currency
                     OR OLD.igtf_enabled IS DISTINCT FROM NEW.igtf_enabled
                     OR OLD.igtf_rate IS DISTINCT FROM NEW.igtf_rate
                     OR OLD.discount_limits IS DISTINCT FROM NEW.discount_limits
                     OR OLD.charges_iva IS DISTINCT FROM NEW.charges_iva
                     OR OLD.prices_include_iva IS DISTINCT FROM NEW.prices_include_iva)
  EXECUTE FUNCTION users_account_changed();--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales had IVA replay with none.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data') || '{"taxLines":[],"taxTotal":0}'::jsonb
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND NOT (k.response_body::jsonb -> 'data') ? 'taxTotal';
