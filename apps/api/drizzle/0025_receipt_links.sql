CREATE TABLE "receipt_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_links_token_key" ON "receipt_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_links_one_active_per_sale_key" ON "receipt_links" USING btree ("sale_id") WHERE "receipt_links"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "receipt_links_user_idx" ON "receipt_links" USING btree ("user_id");