ALTER TABLE "social_sign_ins" ADD COLUMN "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_sign_ins_link_user_idx" ON "social_sign_ins" USING btree ("link_user_id");