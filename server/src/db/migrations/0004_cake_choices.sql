CREATE TABLE "product_cake_flavours" (
	"product_id" uuid NOT NULL,
	"flavour_id" integer NOT NULL,
	CONSTRAINT "product_cake_flavours_product_id_flavour_id_pk" PRIMARY KEY("product_id","flavour_id")
);
--> statement-breakpoint
CREATE TABLE "product_cake_shapes" (
	"product_id" uuid NOT NULL,
	"shape_id" integer NOT NULL,
	CONSTRAINT "product_cake_shapes_product_id_shape_id_pk" PRIMARY KEY("product_id","shape_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offers_eggless" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offers_less_cream" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offered_tiers" integer[] DEFAULT '{1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cake_flavours" ADD CONSTRAINT "product_cake_flavours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cake_flavours" ADD CONSTRAINT "product_cake_flavours_flavour_id_cake_flavours_id_fk" FOREIGN KEY ("flavour_id") REFERENCES "public"."cake_flavours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cake_shapes" ADD CONSTRAINT "product_cake_shapes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cake_shapes" ADD CONSTRAINT "product_cake_shapes_shape_id_cake_shapes_id_fk" FOREIGN KEY ("shape_id") REFERENCES "public"."cake_shapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_cake_flavours_flavour_idx" ON "product_cake_flavours" USING btree ("flavour_id","product_id");--> statement-breakpoint
CREATE INDEX "product_cake_shapes_shape_idx" ON "product_cake_shapes" USING btree ("shape_id","product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_eggless_extra_check" CHECK (not (is_eggless and offers_eggless));--> statement-breakpoint
-- Data: every cake keeps offering what it offered while the options were the same for all cakes.
-- Until now is_eggless meant "the eggless sponge may be chosen". A cake named eggless is eggless
-- by recipe and stops offering the surcharge for it; any other cake marked eggless offered the
-- eggless sponge as an extra and keeps offering it.
UPDATE "products" SET
	"offers_eggless" = "is_eggless" AND "name" !~* 'eggless',
	"is_eggless" = "is_eggless" AND "name" ~* 'eggless'
WHERE "type" = 'cake';--> statement-breakpoint
-- A single tier always, and every tier whose least weight fits under the cake's greatest (the
-- greatest is 10 lb, or the least when that is more, when the cake names none).
UPDATE "products" p SET "offered_tiers" = ARRAY(
	SELECT DISTINCT x FROM unnest(ARRAY[1] || ARRAY(
		SELECT t."tiers" FROM "cake_tiers" t
		WHERE t."is_active" AND t."min_pound" <= coalesce(p."max_pound", greatest(coalesce(p."min_pound", 1), 10))
	)) AS x ORDER BY x
)
WHERE p."type" = 'cake';--> statement-breakpoint
-- Every active flavour and shape, and the cake's own flavour even if it was withdrawn.
INSERT INTO "product_cake_flavours" ("product_id", "flavour_id")
SELECT p."id", f."id" FROM "products" p JOIN "cake_flavours" f ON f."is_active" OR f."id" = p."flavour_id"
WHERE p."type" = 'cake'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_cake_shapes" ("product_id", "shape_id")
SELECT p."id", s."id" FROM "products" p CROSS JOIN "cake_shapes" s
WHERE p."type" = 'cake' AND s."is_active"
ON CONFLICT DO NOTHING;
