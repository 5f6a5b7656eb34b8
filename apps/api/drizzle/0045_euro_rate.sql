ALTER TABLE "sales" ADD COLUMN "exchange_rate_eur" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD CONSTRAINT "dollar_rates_currency_known" CHECK ("dollar_rates"."currency" IN ('USD', 'EUR'));--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales remembered the euro replay with none.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data') || '{"exchangeRateEur":null}'::jsonb
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND NOT (k.response_body::jsonb -> 'data') ? 'exchangeRateEur';
