ALTER TABLE "cash_sessions" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "closed_by" uuid;