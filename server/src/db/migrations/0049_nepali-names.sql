ALTER TABLE "categories" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ne" text;--> statement-breakpoint
-- A generated column's expression cannot be changed in place: the search columns are made anew
-- with the Nepali texts, and their indexes, dropped with them, made again.
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name || ' ' || coalesce(name_ne, '')), 'A') || setweight(to_tsvector('english', immutable_array_to_string(tags) || ' ' || keywords), 'B') || setweight(to_tsvector('english', description || ' ' || coalesce(description_ne, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "name_search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || coalesce(name_ne, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_search");
