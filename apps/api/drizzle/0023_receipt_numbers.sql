CREATE TABLE "receipt_sequences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_sequences_last_number_positive" CHECK ("receipt_sequences"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_sequences" ADD CONSTRAINT "receipt_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
-- The sales made before receipts existed are numbered in the order they were made, each seller from 1; the
-- sequences go on from there.
UPDATE "sales" AS s
SET "receipt_number" = n.number
FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS number FROM "sales") AS n
WHERE n.id = s.id;--> statement-breakpoint
INSERT INTO "receipt_sequences" ("user_id", "last_number")
SELECT user_id, max(receipt_number) FROM "sales" GROUP BY user_id;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_user_receipt_number_key" ON "sales" USING btree ("user_id","receipt_number");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_receipt_number_positive" CHECK ("sales"."receipt_number" > 0);--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales answered their number are replayed through the response
-- schema: they get their sale's number.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data')
    || jsonb_build_object('receiptNumber',
         (SELECT s.receipt_number FROM sales AS s
          WHERE s.user_id = k.user_id AND s.id::text = k.response_body::jsonb #>> '{data,id}'))
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND NOT (k.response_body::jsonb -> 'data') ? 'receiptNumber';
