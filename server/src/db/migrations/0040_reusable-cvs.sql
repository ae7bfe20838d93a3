DROP INDEX "job_applications_cv_key";--> statement-breakpoint
ALTER TABLE "career_cvs" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_cvs" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");--> statement-breakpoint
-- CVs already sent with an application become their owners' to reuse.
UPDATE "career_cvs" c SET "kept_at" = c."created_at"
WHERE EXISTS (SELECT 1 FROM "job_applications" a WHERE a."cv_id" = c."id");--> statement-breakpoint
-- A store's owner and team are not its followers, and an influencer does not react to themselves.
DELETE FROM "store_follows" f USING "stores" s
WHERE s."id" = f."store_id" AND s."owner_user_id" = f."user_id";--> statement-breakpoint
DELETE FROM "store_follows" f USING "store_staff" m
WHERE m."store_id" = f."store_id" AND m."user_id" = f."user_id";--> statement-breakpoint
DELETE FROM "influencer_reactions" r USING "influencers" i
WHERE i."id" = r."influencer_id" AND i."user_id" = r."user_id";
