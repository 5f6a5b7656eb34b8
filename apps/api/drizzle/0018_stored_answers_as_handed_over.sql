-- Issue 20: answers stored with an Idempotency-Key before 0017 lack the fields sales and payments now answer; a
-- retry replays them through the same response schema, which would refuse them (a 500 on the till's retry after
-- an upgrade). They get what 0017 gave their rows: a sale no rate; a payment dollars, as typed = its amount.
UPDATE idempotency_keys
SET response_body = (
  jsonb_set(
    jsonb_set(response_body::jsonb, '{data,exchangeRate}', 'null'::jsonb),
    '{data,exchangeRateDate}', 'null'::jsonb
  )
)::text
WHERE route = 'POST /sales' AND status_code = 201 AND response_body IS NOT NULL
  AND jsonb_typeof(response_body::jsonb -> 'data') = 'object'
  AND NOT (response_body::jsonb -> 'data') ? 'exchangeRate';
--> statement-breakpoint
UPDATE idempotency_keys
SET response_body = jsonb_set(
  response_body::jsonb,
  '{data,payments}',
  (SELECT coalesce(jsonb_agg(p || jsonb_build_object('currency', 'USD', 'amountInCurrency', p -> 'amount',
                                                     'exchangeRate', NULL) ORDER BY n), '[]'::jsonb)
   FROM jsonb_array_elements(response_body::jsonb #> '{data,payments}') WITH ORDINALITY AS e(p, n))
)::text
WHERE route = 'POST /sales' AND status_code = 201 AND response_body IS NOT NULL
  AND jsonb_typeof(response_body::jsonb #> '{data,payments}') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(response_body::jsonb #> '{data,payments}') AS e(p)
              WHERE NOT p ? 'currency');
--> statement-breakpoint
UPDATE idempotency_keys
SET response_body = jsonb_set(
  response_body::jsonb,
  '{data}',
  (response_body::jsonb -> 'data')
    || jsonb_build_object('currency', 'USD', 'amountInCurrency', response_body::jsonb #> '{data,amount}',
                          'exchangeRate', NULL)
)::text
WHERE route = 'POST /payments' AND status_code = 201 AND response_body IS NOT NULL
  AND jsonb_typeof(response_body::jsonb -> 'data') = 'object'
  AND NOT (response_body::jsonb -> 'data') ? 'currency';
