CREATE TYPE "public"."referral_withheld_reason" AS ENUM('own_store', 'same_device', 'same_phone', 'same_address', 'not_paid', 'below_minimum');--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reward_paisa" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "withheld_reason" "referral_withheld_reason";--> statement-breakpoint
-- Invites rewarded before the rules paid the fixed NPR 200 to each side.
UPDATE "referrals" SET "reward_paisa" = 20000 WHERE "rewarded_at" IS NOT NULL;
