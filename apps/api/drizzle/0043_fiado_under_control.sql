CREATE TABLE "client_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "clients_shop_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_credit_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "client_reminders" ADD CONSTRAINT "client_reminders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reminders" ADD CONSTRAINT "client_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_reminders_client_sent_idx" ON "client_reminders" USING btree ("client_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_links_token_key" ON "statement_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_links_one_active_per_client_key" ON "statement_links" USING btree ("client_id") WHERE "statement_links"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "statement_links_shop_idx" ON "statement_links" USING btree ("shop_id");--> statement-breakpoint
-- Every credit sale written before due dates existed falls due at the default term after its day in the shop.
UPDATE "sales" AS s SET "due_date" = (s."created_at" AT TIME ZONE sh."time_zone")::date + 15 FROM "shops" AS sh WHERE sh."id" = s."shop_id" AND s."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sales_shop_debt_due_idx" ON "sales" USING btree ("shop_id","due_date","client_id","total","total_paid") WHERE "sales"."status" = 'PENDING' AND "sales"."total_paid" < "sales"."total";--> statement-breakpoint
CREATE INDEX "clients_shop_search_trgm_idx" ON "clients" USING gin ("shop_id",(lower("name") || ' ' || lower(coalesce("email", '')) || ' ' || lower(coalesce("phone", '')) || ' ' || lower(coalesce("tax_id", ''))) gin_trgm_ops) WHERE "clients"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_default_credit_limit_non_negative" CHECK ("shops"."default_credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_default_credit_days" CHECK ("shops"."default_credit_days" IN (7, 15, 30));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_credit_limit_non_negative" CHECK ("clients"."credit_limit" >= 0);--> statement-breakpoint
-- Answers stored with an Idempotency-Key before sales answered a due date replay with their sale's.
UPDATE idempotency_keys AS k
SET response_body = jsonb_set(
  k.response_body::jsonb,
  '{data}',
  (k.response_body::jsonb -> 'data') || jsonb_build_object('dueDate', (
    SELECT to_char(s.due_date, 'YYYY-MM-DD') FROM sales AS s
     WHERE s.id = (k.response_body::jsonb -> 'data' ->> 'id')::uuid))
)::text
WHERE k.route = 'POST /sales' AND k.status_code = 201 AND k.response_body IS NOT NULL
  AND jsonb_typeof(k.response_body::jsonb -> 'data') = 'object'
  AND NOT (k.response_body::jsonb -> 'data') ? 'dueDate';
