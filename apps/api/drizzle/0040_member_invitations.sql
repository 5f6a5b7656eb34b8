ALTER TABLE "shop_members" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "shop_members" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_invitation_key" ON "shop_members" USING btree ("invitation_token_hash") WHERE "shop_members"."invitation_token_hash" IS NOT NULL;