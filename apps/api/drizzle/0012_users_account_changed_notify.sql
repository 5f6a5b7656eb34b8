-- The API keeps the accounts its guards read (status, role, name, time zone, last password change) in memory
-- (src/lib/auth/account-cache.ts). Every change of those columns, and every removal, is announced on the
-- channel account_changed with the account's id (or '*'), delivered at commit to every API process listening,
-- whoever wrote it: the API, another API process, a psql session.
CREATE OR REPLACE FUNCTION users_account_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('account_changed', '*');
  ELSE
    PERFORM pg_notify('account_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_changed AFTER UPDATE OF id, role, status, name, time_zone, password_changed_at ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.role IS DISTINCT FROM NEW.role
                     OR OLD.status IS DISTINCT FROM NEW.status OR OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
                     OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at)
  EXECUTE FUNCTION users_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_account_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_account_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_account_changed();
