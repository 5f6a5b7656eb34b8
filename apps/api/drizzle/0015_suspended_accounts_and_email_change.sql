ALTER TYPE "public"."auth_token_kind" ADD VALUE 'EMAIL_CHANGE';--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
-- The guards keep suspended_at with the account (src/lib/auth/account-cache.ts): a suspension or a reactivation
-- is announced on account_changed like the other columns of migration 0012, so every API process refuses a
-- suspended account's tokens on its next request.
DROP TRIGGER users_account_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_account_changed AFTER UPDATE OF id, role, status, name, time_zone, password_changed_at, suspended_at ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.role IS DISTINCT FROM NEW.role
                     OR OLD.status IS DISTINCT FROM NEW.status OR OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
                     OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at
                     OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
  EXECUTE FUNCTION users_account_changed();
