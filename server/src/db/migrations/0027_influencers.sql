CREATE TYPE "public"."influencer_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."reaction_kind" AS ENUM('like', 'love', 'wow');--> statement-breakpoint
CREATE TABLE "influencer_picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_reactions" (
	"user_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"kind" "reaction_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"handle" text NOT NULL,
	"bio" text NOT NULL,
	"instagram_url" text,
	"tiktok_url" text,
	"youtube_url" text,
	"facebook_url" text,
	"instagram_followers" integer,
	"tiktok_followers" integer,
	"youtube_followers" integer,
	"facebook_followers" integer,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" "influencer_status" DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "influencers_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "influencer_picks" ADD CONSTRAINT "influencer_picks_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_picks" ADD CONSTRAINT "influencer_picks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_reactions" ADD CONSTRAINT "influencer_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_reactions" ADD CONSTRAINT "influencer_reactions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_picks_product_key" ON "influencer_picks" USING btree ("influencer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_reactions_once_key" ON "influencer_reactions" USING btree ("user_id","influencer_id","kind");--> statement-breakpoint
CREATE INDEX "influencer_reactions_influencer_idx" ON "influencer_reactions" USING btree ("influencer_id","kind");--> statement-breakpoint
CREATE INDEX "influencers_status_idx" ON "influencers" USING btree ("status","created_at");