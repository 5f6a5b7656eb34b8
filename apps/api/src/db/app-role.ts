import pg from 'pg';
import { withClient, withDatabase } from './one-client';

/** The embedded database's login for the app: owns the app's database, and nothing more (design §16). */
export const APP_ROLE = 'cuadre_app';

/**
 * Gives what the superuser created in this database (by the migrations of a data folder made before the app
 * had its own role) to the app's role: schemas, tables, views, sequences that no table owns, functions and
 * types, except the members of extensions. Indexes, triggers and a table's own sequences follow their table.
 * REASSIGN OWNED cannot do it: it refuses objects of the bootstrap superuser, which the system needs.
 */
const GIVE_OBJECTS_TO_APP_ROLE = `
DO $give$
DECLARE
  me oid := (SELECT oid FROM pg_roles WHERE rolname = current_user);
  target text := ${pg.escapeLiteral(APP_ROLE)};
  item record;
BEGIN
  FOR item IN
    SELECT n.nspname FROM pg_namespace n
     WHERE n.nspowner = me AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', item.nspname, target);
  END LOOP;

  FOR item IN
    SELECT c.oid::regclass AS name, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relowner = me AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
       AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY c.relkind = 'S'
  LOOP
    -- A serial or identity sequence has already followed its table (and refuses an owner of its own).
    CONTINUE WHEN item.relkind = 'S' AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = item.name AND c.relowner = me);
    EXECUTE format('ALTER %s %s OWNER TO %I',
      CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
                        WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
      item.name, target);
  END LOOP;

  FOR item IN
    SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE p.proowner = me AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', item.name, target);
  END LOOP;

  FOR item IN
    SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE t.typowner = me AND t.typtype IN ('e', 'd', 'r', 'c') AND (t.typtype <> 'c' OR t.typrelid = 0 OR
           (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
       AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO %I', item.name, target);
  END LOOP;
END
$give$`;

/**
 * The app's role and database on the embedded server, as its superuser (`adminUrl`): the role is created if
 * missing (a data folder of an earlier version), kept without any power beyond its database, and given
 * `password`; the database is created owned by it, or, made by the superuser before, handed over with
 * everything in it. The migrations then run as that owner: the extensions they create (pg_trgm, btree_gin)
 * are trusted ones, which a database owner may create.
 */
export async function ensureAppDatabase(
  adminUrl: string,
  databaseName: string,
  password: string,
): Promise<string> {
  const role = pg.escapeIdentifier(APP_ROLE);
  const database = pg.escapeIdentifier(databaseName);
  const handOver = await withClient(adminUrl, async (client) => {
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${pg.escapeLiteral(password)}`;
    const { rowCount: hasRole } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    await client.query(
      hasRole ? `ALTER ROLE ${role} WITH ${attributes}` : `CREATE ROLE ${role} ${attributes}`,
    );
    const { rows } = await client.query<{ owner: string }>(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [databaseName],
    );
    if (rows.length === 0) {
      await client.query(`CREATE DATABASE ${database} OWNER ${role}`);
      return false;
    }
    return rows[0]!.owner !== APP_ROLE;
  });
  if (handOver) {
    // Objects first, the database last: a start cut short in between does it all again.
    await withClient(withDatabase(adminUrl, databaseName), (client) =>
      client.query(GIVE_OBJECTS_TO_APP_ROLE),
    );
    await withClient(adminUrl, (client) => client.query(`ALTER DATABASE ${database} OWNER TO ${role}`));
  }
  const url = new URL(withDatabase(adminUrl, databaseName));
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}
