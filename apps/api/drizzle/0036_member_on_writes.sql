ALTER TABLE "payments" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "member_id" uuid;