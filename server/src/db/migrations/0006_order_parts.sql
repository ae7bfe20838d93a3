CREATE TABLE "order_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" "order_status" DEFAULT 'placed' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"subtotal_paisa" integer NOT NULL,
	"delivery_charge_paisa" integer DEFAULT 0 NOT NULL,
	"method_charge_paisa" integer DEFAULT 0 NOT NULL,
	"discount_paisa" integer DEFAULT 0 NOT NULL,
	"credit_paisa" integer DEFAULT 0 NOT NULL,
	"total_paisa" integer NOT NULL,
	"time_slot_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"slot_label" text NOT NULL,
	"cancel_reason" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parts_number_unique" UNIQUE("number"),
	CONSTRAINT "order_parts_total_check" CHECK ("order_parts"."total_paisa" >= 0)
);
--> statement-breakpoint
DROP INDEX "orders_store_placed_idx";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "part_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "part_id" uuid;--> statement-breakpoint
-- Every existing order becomes one part per store among its lines, lettered in the order the
-- lines were bought. A part's money is its lines plus its share of the order's charges,
-- discount and credit: the other parts take a share in proportion to their lines (rounded down)
-- and the largest part takes the rest, so the parts add up to the order to the paisa.
INSERT INTO "order_parts" ("order_id", "store_id", "number", "status", "payment_status",
  "subtotal_paisa", "delivery_charge_paisa", "method_charge_paisa", "discount_paisa", "credit_paisa",
  "total_paisa", "time_slot_id", "delivery_date", "slot_label", "cancel_reason", "placed_at", "updated_at")
WITH lines AS (
  SELECT i."order_id", i."store_id", min(i."id") AS first_item, sum(i."total_paisa")::bigint AS sub
  FROM "order_items" i GROUP BY i."order_id", i."store_id"
), ranked AS (
  SELECT l.*,
    row_number() OVER (PARTITION BY l."order_id" ORDER BY l.sub DESC, l.first_item) AS big,
    row_number() OVER (PARTITION BY l."order_id" ORDER BY l.first_item) AS letter,
    sum(l.sub) OVER (PARTITION BY l."order_id") AS order_sub
  FROM lines l
), charges AS (
  SELECT r.*, o."number" AS order_number, o."status", o."payment_status", o."time_slot_id",
    o."delivery_date", o."slot_label", o."cancel_reason", o."placed_at", o."updated_at", o."credit_paisa" AS credit,
    o."discount_paisa" AS discount, o."delivery_charge_paisa" AS delivery, o."method_charge_paisa" AS method,
    CASE WHEN r.big = 1 THEN NULL ELSE coalesce(floor(o."discount_paisa" * r.sub / nullif(r.order_sub, 0)), 0) END AS d,
    CASE WHEN r.big = 1 THEN NULL ELSE coalesce(floor(o."delivery_charge_paisa" * r.sub / nullif(r.order_sub, 0)), 0) END AS del,
    CASE WHEN r.big = 1 THEN NULL ELSE coalesce(floor(o."method_charge_paisa" * r.sub / nullif(r.order_sub, 0)), 0) END AS m
  FROM ranked r JOIN "orders" o ON o."id" = r."order_id"
), settled AS (
  SELECT c.*,
    coalesce(c.d, c.discount - coalesce(sum(c.d) OVER (PARTITION BY c."order_id"), 0)) AS d_final,
    coalesce(c.del, c.delivery - coalesce(sum(c.del) OVER (PARTITION BY c."order_id"), 0)) AS del_final,
    coalesce(c.m, c.method - coalesce(sum(c.m) OVER (PARTITION BY c."order_id"), 0)) AS m_final
  FROM charges c
), pre AS (
  SELECT s.*, s.sub - s.d_final + s.del_final + s.m_final AS before_credit,
    sum(s.sub - s.d_final + s.del_final + s.m_final) OVER (PARTITION BY s."order_id") AS order_before_credit
  FROM settled s
), credited AS (
  SELECT p.*,
    CASE WHEN p.big = 1 THEN NULL ELSE coalesce(floor(p.credit * p.before_credit / nullif(p.order_before_credit, 0)), 0) END AS c
  FROM pre p
), final AS (
  SELECT k.*, coalesce(k.c, k.credit - coalesce(sum(k.c) OVER (PARTITION BY k."order_id"), 0)) AS c_final
  FROM credited k
)
SELECT f."order_id", f."store_id", f.order_number || '-' || chr(64 + f.letter::int), f."status", f."payment_status",
  f.sub, f.del_final, f.m_final, f.d_final, f.c_final, f.before_credit - f.c_final,
  f."time_slot_id", f."delivery_date", f."slot_label", f."cancel_reason", f."placed_at", f."updated_at"
FROM final f;--> statement-breakpoint
UPDATE "order_items" i SET "part_id" = p."id"
FROM "order_parts" p WHERE p."order_id" = i."order_id" AND p."store_id" = i."store_id";--> statement-breakpoint
-- The timeline so far belongs to every part of the order: the first part keeps the events, the
-- others get copies.
UPDATE "order_events" e SET "part_id" = p."id"
FROM "order_parts" p WHERE p."order_id" = e."order_id" AND right(p."number", 2) = '-A';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "part_id", "status", "note", "actor_user_id", "actor_role", "created_at")
SELECT e."order_id", p."id", e."status", e."note", e."actor_user_id", e."actor_role", e."created_at"
FROM "order_events" e JOIN "order_parts" p ON p."order_id" = e."order_id" AND right(p."number", 2) <> '-A'
WHERE e."part_id" IS NOT NULL
ORDER BY e."id";--> statement-breakpoint
-- An order without lines has nothing any store delivers; its events cannot belong to a part.
DELETE FROM "order_events" WHERE "part_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "part_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "part_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parts_order_store_key" ON "order_parts" USING btree ("order_id","store_id");--> statement-breakpoint
CREATE INDEX "order_parts_store_placed_idx" ON "order_parts" USING btree ("store_id","placed_at");--> statement-breakpoint
CREATE INDEX "order_parts_status_idx" ON "order_parts" USING btree ("status","placed_at");--> statement-breakpoint
CREATE INDEX "order_parts_slot_idx" ON "order_parts" USING btree ("time_slot_id","delivery_date");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_part_idx" ON "order_events" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "order_items_part_idx" ON "order_items" USING btree ("part_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "store_id";