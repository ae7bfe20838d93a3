CREATE TABLE "banner_stats" (
	"banner_key" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_stats_banner_key_day_pk" PRIMARY KEY("banner_key","day"),
	CONSTRAINT "banner_stats_counts_check" CHECK ("banner_stats"."clicks" >= 0 and "banner_stats"."views" >= 0)
);
--> statement-breakpoint
CREATE INDEX "banner_stats_day_idx" ON "banner_stats" USING btree ("day");