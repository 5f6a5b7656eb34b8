-- Offline sales (design §14): a sale made offline keeps the moment it was made (created_at) and records when it
-- reached the server; null for every sale written when it was made. Nullable with no default: no table rewrite.
ALTER TABLE "sales" ADD COLUMN "received_at" timestamp with time zone;
--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales answered these replay with them: made when written.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data') || '{"occurredAt":null,"receivedAt":null}'::jsonb
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND NOT (k.response_body::jsonb -> 'data') ? 'receivedAt';
