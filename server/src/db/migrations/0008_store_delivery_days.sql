CREATE TABLE "store_closed_days" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_closed_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_slot_bookings" (
	"store_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_slot_bookings_store_id_slot_id_date_pk" PRIMARY KEY("store_id","slot_id","date"),
	CONSTRAINT "store_slot_bookings_booked_check" CHECK ("store_slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_slot_limits" (
	"store_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "store_slot_limits_store_id_slot_id_pk" PRIMARY KEY("store_id","slot_id"),
	CONSTRAINT "store_slot_limits_capacity_check" CHECK ("store_slot_limits"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_closed_days" ADD CONSTRAINT "store_closed_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_slot_bookings" ADD CONSTRAINT "store_slot_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_slot_bookings" ADD CONSTRAINT "store_slot_bookings_slot_id_time_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."time_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_slot_limits" ADD CONSTRAINT "store_slot_limits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_slot_limits" ADD CONSTRAINT "store_slot_limits_slot_id_time_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."time_slots"("id") ON DELETE cascade ON UPDATE no action;