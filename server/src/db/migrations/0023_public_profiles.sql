ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_path" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" jsonb DEFAULT '{}'::jsonb NOT NULL;