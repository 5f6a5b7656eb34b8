-- Which counter row (seller_counters, seller_daily_sales) a transaction adds to was pg_backend_pid() % 16. A
-- pool's ten connections do not get consecutive pids (another pool or process connects in between), so two of
-- them often shared a shard, and every sale of the one waited for the other's commit (a row lock held through
-- the WAL flush). Under the
-- benchmark's load that was a third of a backend waiting on another transaction at any moment, and a longer
-- tail whenever the draw was unlucky (docs/performance.md). Now each connection takes the next of 16 shards
-- the first time it writes a counter and keeps it for its life: up to 16 connections never share one.
-- set_config(…, false) lasts for the session; if that first transaction rolls back, the next write simply
-- takes another shard.
CREATE SEQUENCE IF NOT EXISTS "seller_counter_shards" AS smallint MINVALUE 0 MAXVALUE 15 START 0 CYCLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_counter_shard() RETURNS smallint
LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(nullif(current_setting('cuadre.counter_shard', true), ''),
                  set_config('cuadre.counter_shard', nextval('seller_counter_shards')::text, false))::smallint
$$;
