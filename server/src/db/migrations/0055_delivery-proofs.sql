CREATE TABLE "delivery_proofs" (
	"part_id" uuid PRIMARY KEY NOT NULL,
	"received_by" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"photo_bytes" "bytea",
	"storage_key" text,
	"photo_width" integer,
	"photo_height" integer,
	"photo_secret" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_place_check" CHECK (("delivery_proofs"."lat" is null) = ("delivery_proofs"."lng" is null))
);
--> statement-breakpoint
ALTER TABLE "order_complaints" ADD COLUMN "proof_part_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_proofs_recorded_by_idx" ON "delivery_proofs" USING btree ("recorded_by");--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_proof_part_id_delivery_proofs_part_id_fk" FOREIGN KEY ("proof_part_id") REFERENCES "public"."delivery_proofs"("part_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_complaints_proof_idx" ON "order_complaints" USING btree ("proof_part_id");--> statement-breakpoint
-- Hand-written: a proof's photo in the bucket is listed for deletion when its row goes, as for
-- every other table that can hold a storage key.
CREATE TRIGGER "delivery_proofs_forget_stored_file" AFTER DELETE ON "delivery_proofs"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL) EXECUTE FUNCTION "forget_stored_file"();
