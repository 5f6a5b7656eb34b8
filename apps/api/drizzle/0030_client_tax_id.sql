-- A client's RIF or cédula (design §15): the accountant's sales book names it. Optional: none for every client
-- made before.
ALTER TABLE "clients" ADD COLUMN "tax_id" text;
