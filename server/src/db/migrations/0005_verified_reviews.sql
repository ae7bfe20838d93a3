ALTER TABLE "product_reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reviews written before the rule earn the badge only when the writer really has a delivered
-- order of the product; the latest such order is linked, the rest stay unverified.
UPDATE "product_reviews" AS r SET "order_id" = (
  SELECT o."id" FROM "orders" o
  JOIN "order_items" i ON i."order_id" = o."id"
  WHERE o."user_id" = r."user_id" AND i."product_id" = r."product_id" AND o."status" = 'delivered'
  ORDER BY o."placed_at" DESC LIMIT 1
);
