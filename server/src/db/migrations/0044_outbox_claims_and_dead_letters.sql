ALTER TYPE "public"."outbox_status" ADD VALUE 'sending';--> statement-breakpoint
ALTER TYPE "public"."outbox_status" ADD VALUE 'dead';--> statement-breakpoint
DROP INDEX "outbox_status_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");