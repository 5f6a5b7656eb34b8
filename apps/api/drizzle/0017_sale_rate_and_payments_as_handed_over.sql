CREATE TYPE "public"."payment_currency" AS ENUM('USD', 'VES');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'PAGO_MOVIL';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'ZELLE';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" "payment_currency" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Issue 20 (design §10): a sale remembers its rate, a payment what was handed over. Every payment before this was
-- in dollars: its amount as typed is its USD amount.
ALTER TABLE "payments" ADD COLUMN "amount_in_currency" numeric(20, 2);--> statement-breakpoint
UPDATE "payments" SET "amount_in_currency" = "amount";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_in_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "exchange_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_rate" CHECK (("payments"."currency" = 'USD' AND "payments"."exchange_rate" IS NULL) OR ("payments"."currency" = 'VES' AND "payments"."exchange_rate" > 0));