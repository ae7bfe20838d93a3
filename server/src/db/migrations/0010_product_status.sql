CREATE TYPE "public"."product_status" AS ENUM('draft', 'live', 'archived');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" "product_status" DEFAULT 'live' NOT NULL;--> statement-breakpoint
-- Data: a product already off the shop counts as archived, so the dashboard can restore it.
UPDATE "products" SET "status" = 'archived' WHERE NOT "is_active";
