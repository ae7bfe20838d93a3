DROP INDEX "order_parts_order_store_key";--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "drop" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "gift_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "hide_sender" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "recipient_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parts_order_drop_store_key" ON "order_parts" USING btree ("order_id","drop","store_id");--> statement-breakpoint
CREATE INDEX "order_parts_recipient_idx" ON "order_parts" USING btree ("recipient_token_hash");--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_drop_check" CHECK ("order_parts"."drop" between 1 and 20);--> statement-breakpoint
-- Written by hand: parts made before several drops go where their order went.
UPDATE "order_parts" SET "address" = "orders"."address" FROM "orders" WHERE "orders"."id" = "order_parts"."order_id" AND "order_parts"."address" IS NULL;
