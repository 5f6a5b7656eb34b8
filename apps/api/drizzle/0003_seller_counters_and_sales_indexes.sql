CREATE TABLE "seller_counters" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"shard" smallint NOT NULL,
	"value" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_counters_pkey" PRIMARY KEY("user_id","kind","shard")
);
--> statement-breakpoint
CREATE INDEX "sales_user_seller_name_idx" ON "sales" USING btree ("user_id",lower("seller_name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "sales_user_client_debt_idx" ON "sales" USING btree ("user_id","client_id") WHERE "sales"."status" = 'PENDING' AND "sales"."total_paid" < "sales"."total";