DROP INDEX "sales_user_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "igtf_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "igtf_rate" numeric(5, 2) DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "igtf_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "igtf_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "change_currency" "payment_currency";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "change_amount" numeric(20, 2);--> statement-breakpoint
CREATE INDEX "sales_user_created_idx" ON "sales" USING btree ("user_id","created_at","id","total","total_cost","total_profit","exchange_rate","igtf_total");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_igtf_rate_range" CHECK ("users"."igtf_rate" > 0 AND "users"."igtf_rate" <= 100);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_igtf_amount_non_negative" CHECK ("payments"."igtf_amount" >= 0);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_igtf_total_non_negative" CHECK ("sales"."igtf_total" >= 0);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_change_whole" CHECK (("sales"."change_currency" IS NULL AND "sales"."change_amount" IS NULL) OR ("sales"."change_currency" IS NOT NULL AND "sales"."change_amount" > 0));--> statement-breakpoint
-- The guards keep an account's country currency (a Venezuelan seller's sale remembers the rate) and now its IGTF
-- (POST /sales charges it): every process must forget the account when they change.
DROP TRIGGER users_account_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_account_changed AFTER UPDATE OF id, role, status, name, time_zone, password_changed_at, suspended_at, currency, igtf_enabled, igtf_rate ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.role IS DISTINCT FROM NEW.role
                     OR OLD.status IS DISTINCT FROM NEW.status OR OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
                     OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at
                     OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
                     OR OLD.currency IS DISTINCT FROM NEW.currency
                     OR OLD.igtf_enabled IS DISTINCT FROM NEW.igtf_enabled
                     OR OLD.igtf_rate IS DISTINCT FROM NEW.igtf_rate)
  EXECUTE FUNCTION users_account_changed();
--> statement-breakpoint
-- Answers stored with an Idempotency-Key before this lack the fields sales and payments now answer (a retry
-- replays them through the response schema, as 0018 says): what this migration gave their rows, no IGTF and no
-- change.
UPDATE idempotency_keys
SET response_body = jsonb_set(
  response_body::jsonb,
  '{data}',
  (response_body::jsonb -> 'data') || jsonb_build_object('igtfTotal', 0, 'change', NULL)
    || jsonb_build_object('payments',
         (SELECT coalesce(jsonb_agg(p || jsonb_build_object('igtfAmount', 0) ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(coalesce(response_body::jsonb #> '{data,payments}', '[]'::jsonb))
               WITH ORDINALITY AS e(p, n)))
)::text
WHERE route = 'POST /sales' AND status_code = 201 AND response_body IS NOT NULL
  AND jsonb_typeof(response_body::jsonb -> 'data') = 'object'
  AND NOT (response_body::jsonb -> 'data') ? 'igtfTotal';
--> statement-breakpoint
UPDATE idempotency_keys
SET response_body = jsonb_set(response_body::jsonb, '{data}',
                              (response_body::jsonb -> 'data') || jsonb_build_object('igtfAmount', 0))::text
WHERE route = 'POST /payments' AND status_code = 201 AND response_body IS NOT NULL
  AND jsonb_typeof(response_body::jsonb -> 'data') = 'object'
  AND NOT (response_body::jsonb -> 'data') ? 'igtfAmount';
