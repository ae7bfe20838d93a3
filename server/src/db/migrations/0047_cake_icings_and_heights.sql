CREATE TABLE "product_cake_icings" (
	"product_id" uuid NOT NULL,
	"icing_type_id" integer NOT NULL,
	CONSTRAINT "product_cake_icings_product_id_icing_type_id_pk" PRIMARY KEY("product_id","icing_type_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offers_taller" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cake_icings" ADD CONSTRAINT "product_cake_icings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cake_icings" ADD CONSTRAINT "product_cake_icings_icing_type_id_cake_icing_types_id_fk" FOREIGN KEY ("icing_type_id") REFERENCES "public"."cake_icing_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Cakes made before sellers chose icings and heights offered the shop's every icing and height:
-- they keep offering them, so nothing on sale changes until its seller narrows it.
INSERT INTO "product_cake_icings" ("product_id", "icing_type_id")
SELECT p."id", i."id" FROM "products" p CROSS JOIN "cake_icing_types" i
WHERE p."type" = 'cake' AND i."is_active";--> statement-breakpoint
UPDATE "products" SET "offers_taller" = true WHERE "type" = 'cake';
