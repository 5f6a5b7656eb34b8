-- Offline sales (design §14): a sale made offline keeps the moment it was made (created_at) and records when it
-- reached the server; null for every sale written when it was made. Nullable with no default: no table rewrite.
ALTER TABLE "sales" ADD COLUMN "received_at" timestamp with time zone;
