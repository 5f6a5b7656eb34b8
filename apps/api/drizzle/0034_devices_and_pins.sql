CREATE TABLE "shop_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"enrolled_by" uuid,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "idle_lock_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_devices" ADD CONSTRAINT "shop_devices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_devices" ADD CONSTRAINT "shop_devices_enrolled_by_shop_members_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."shop_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_devices_token_key" ON "shop_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shop_devices_shop_idx" ON "shop_devices" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_idle_lock_range" CHECK ("shops"."idle_lock_minutes" BETWEEN 1 AND 240);--> statement-breakpoint
-- A device removed ends the PIN sessions made on it on every process at once: its shop's kept sessions are
-- dropped, as for a change of a member.
CREATE TRIGGER shop_devices_deleted AFTER DELETE ON shop_devices
  FOR EACH ROW EXECUTE FUNCTION shop_members_changed();--> statement-breakpoint
CREATE TRIGGER shop_devices_truncated AFTER TRUNCATE ON shop_devices
  FOR EACH STATEMENT EXECUTE FUNCTION shop_members_changed();
