CREATE TABLE "store_delivery_locations" (
	"store_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "store_delivery_locations_store_id_location_id_pk" PRIMARY KEY("store_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "store_delivery_locations" ADD CONSTRAINT "store_delivery_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_locations" ADD CONSTRAINT "store_delivery_locations_location_id_delivery_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_delivery_locations_location_idx" ON "store_delivery_locations" USING btree ("location_id");--> statement-breakpoint
-- Stores opened from an application deliver where the application said.
INSERT INTO "store_delivery_locations" ("store_id", "location_id")
SELECT a."store_id", l."id" FROM "seller_applications" a
JOIN "delivery_locations" l ON l."id" = ANY (a."location_ids")
WHERE a."status" = 'approved' AND a."store_id" IS NOT NULL
ON CONFLICT DO NOTHING;
