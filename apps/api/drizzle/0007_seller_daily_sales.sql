CREATE TABLE "seller_daily_sales" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	"profit" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "seller_daily_sales_pkey" PRIMARY KEY("user_id","day","shard")
);
