CREATE TYPE "public"."cash_movement_type" AS ENUM('IN', 'OUT');--> statement-breakpoint
CREATE TYPE "public"."cash_session_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cash_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "cash_movement_type" NOT NULL,
	"currency" "payment_currency" NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"reason" text NOT NULL,
	"expense_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_amount_positive" CHECK ("cash_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_session_lines" (
	"cash_session_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"currency" "payment_currency" NOT NULL,
	"expected" numeric(20, 2) NOT NULL,
	"counted" numeric(20, 2) NOT NULL,
	"difference" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "cash_session_status" DEFAULT 'OPEN' NOT NULL,
	"opening_float_usd" numeric(14, 2) DEFAULT 0 NOT NULL,
	"opening_float_ves" numeric(20, 2) DEFAULT 0 NOT NULL,
	"notes" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cash_sessions_floats_non_negative" CHECK ("cash_sessions"."opening_float_usd" >= 0 AND "cash_sessions"."opening_float_ves" >= 0),
	CONSTRAINT "cash_sessions_closed_when" CHECK (("cash_sessions"."status" = 'OPEN') = ("cash_sessions"."closed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_session_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cash_session_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_session_lines" ADD CONSTRAINT "cash_session_lines_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_session_idx" ON "cash_movements" USING btree ("cash_session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_session_lines_key" ON "cash_session_lines" USING btree ("cash_session_id","method","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_one_open_per_seller_key" ON "cash_sessions" USING btree ("user_id") WHERE "cash_sessions"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "cash_sessions_user_opened_idx" ON "cash_sessions" USING btree ("user_id","opened_at","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_cash_session_idx" ON "payments" USING btree ("cash_session_id") WHERE "payments"."cash_session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_cash_session_idx" ON "sales" USING btree ("cash_session_id") WHERE "sales"."cash_session_id" IS NOT NULL;