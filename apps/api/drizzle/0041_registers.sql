CREATE TABLE "registers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registers_shop_name_key" ON "registers" USING btree ("shop_id",lower("name"));--> statement-breakpoint
-- Every shop's "Caja principal" takes the shop's id: the tills opened before registers existed are its.
INSERT INTO "registers" ("id", "shop_id", "name") SELECT "id", "id", 'Caja principal' FROM "shops";--> statement-breakpoint
-- A new shop gets its main register with it (packages/shared team/constants MAIN_REGISTER_NAME says the same).
CREATE OR REPLACE FUNCTION shops_main_register() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO registers (id, shop_id, name) SELECT id, id, 'Caja principal' FROM new_shops;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shops_main_register AFTER INSERT ON shops REFERENCING NEW TABLE AS new_shops
  FOR EACH STATEMENT EXECUTE FUNCTION shops_main_register();--> statement-breakpoint
ALTER TABLE "shop_devices" ADD COLUMN "register_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_devices" ADD CONSTRAINT "shop_devices_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "register_id" uuid;--> statement-breakpoint
UPDATE "cash_sessions" SET "register_id" = "shop_id";--> statement-breakpoint
ALTER TABLE "cash_sessions" ALTER COLUMN "register_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "cash_sessions_one_open_per_seller_key";--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_one_open_per_register_key" ON "cash_sessions" USING btree ("register_id") WHERE "cash_sessions"."status" = 'OPEN';
