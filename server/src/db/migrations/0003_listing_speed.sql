DROP INDEX "product_images_product_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_search");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_id","sold_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_cake_rating_idx" ON "products" USING btree ("rating_avg" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id") WHERE is_active and type = 'cake';--> statement-breakpoint
CREATE INDEX "products_flavour_rating_idx" ON "products" USING btree ("flavour_id","rating_avg" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"id") WHERE is_active and type = 'cake';--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort_order","id");