CREATE INDEX "payments_without_till_idx" ON "payments" USING btree ("user_id","created_at") WHERE "payments"."cash_session_id" IS NULL;--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales answered their till (design §17 cashSessionId) are
-- replayed through the response schema: they get the till their sale was written in, null when "sin caja".
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data')
    || jsonb_build_object('cashSessionId',
         (SELECT s.cash_session_id FROM sales AS s
          WHERE s.user_id = k.user_id AND s.id::text = k.response_body::jsonb #>> '{data,id}'))
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND NOT (k.response_body::jsonb -> 'data') ? 'cashSessionId';
