-- Runs once, when the PostgreSQL container creates its data: the app's own role is not a superuser
-- (docs/security.md); it owns the database, and the extensions that need a superuser are created here.
CREATE ROLE cuadre_app LOGIN PASSWORD 'cuadre_app' NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE DATABASE cuadre OWNER cuadre_app;
\connect cuadre
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;
