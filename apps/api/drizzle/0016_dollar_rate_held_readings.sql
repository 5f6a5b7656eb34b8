ALTER TABLE "dollar_rates" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD CONSTRAINT "dollar_rates_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dollar_rates" ADD CONSTRAINT "dollar_rates_status_known" CHECK ("dollar_rates"."status" IN ('applied', 'held'));