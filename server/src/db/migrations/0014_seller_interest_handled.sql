ALTER TABLE "seller_interests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_interests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "seller_interests" ADD CONSTRAINT "seller_interests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_interests_created_idx" ON "seller_interests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "seller_interests_open_idx" ON "seller_interests" USING btree ("created_at") WHERE handled_at is null;--> statement-breakpoint
CREATE INDEX "seller_interests_user_idx" ON "seller_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seller_interests_handled_by_idx" ON "seller_interests" USING btree ("handled_by");