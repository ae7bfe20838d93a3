CREATE TABLE "stored_file_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_cvs" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_documents" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "career_cvs" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "seller_documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "career_cvs" ADD CONSTRAINT "career_cvs_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "seller_documents" ADD CONSTRAINT "seller_documents_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "career_cvs" ADD CONSTRAINT "career_cvs_bytes_or_key_check" CHECK (num_nonnulls("career_cvs"."bytes", "career_cvs"."storage_key") = 1);--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_bytes_or_key_check" CHECK (num_nonnulls("media"."bytes", "media"."storage_key") = 1);--> statement-breakpoint
ALTER TABLE "seller_documents" ADD CONSTRAINT "seller_documents_bytes_or_key_check" CHECK (num_nonnulls("seller_documents"."bytes", "seller_documents"."storage_key") = 1);--> statement-breakpoint
-- A row that kept its bytes in the bucket leaves its key behind when it is deleted, in the same
-- transaction (so cascades count too); the shop deletes the object once that transaction is over.
CREATE FUNCTION "forget_stored_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stored_file_deletions" ("storage_key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_forget_stored_file" AFTER DELETE ON "media"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL) EXECUTE FUNCTION "forget_stored_file"();--> statement-breakpoint
CREATE TRIGGER "career_cvs_forget_stored_file" AFTER DELETE ON "career_cvs"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL) EXECUTE FUNCTION "forget_stored_file"();--> statement-breakpoint
CREATE TRIGGER "seller_documents_forget_stored_file" AFTER DELETE ON "seller_documents"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL) EXECUTE FUNCTION "forget_stored_file"();
