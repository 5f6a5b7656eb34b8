-- Runs once, when the PostgreSQL container creates its data: the app's own role is not a superuser
-- (docs/security.md) and owns the database. pg_trgm and btree_gin are trusted extensions, so the first migration
-- could create them as that owner; creating them here keeps that first start short of surprises.
CREATE ROLE cuadre_app LOGIN PASSWORD 'cuadre_app' NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE DATABASE cuadre OWNER cuadre_app;
\connect cuadre
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;
