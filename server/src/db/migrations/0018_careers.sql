CREATE TYPE "public"."career_department" AS ENUM('kitchen', 'delivery', 'customer_care', 'marketing', 'operations');--> statement-breakpoint
CREATE TYPE "public"."career_location" AS ENUM('kathmandu', 'lalitpur', 'bhaktapur', 'remote');--> statement-breakpoint
CREATE TYPE "public"."employment_type" AS ENUM('full_time', 'part_time', 'contract', 'internship');--> statement-breakpoint
CREATE TYPE "public"."job_application_status" AS ENUM('received', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."vacancy_status" AS ENUM('draft', 'open', 'closed');--> statement-breakpoint
CREATE TABLE "career_cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacancy_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_letter" text NOT NULL,
	"cv_id" uuid NOT NULL,
	"status" "job_application_status" DEFAULT 'received' NOT NULL,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"departments" "career_department"[] NOT NULL,
	"locations" "career_location"[] NOT NULL,
	"types" "employment_type"[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"department" "career_department" NOT NULL,
	"location" "career_location" NOT NULL,
	"employment_type" "employment_type" NOT NULL,
	"salary_min_paisa" integer,
	"salary_max_paisa" integer,
	"description" text NOT NULL,
	"closing_date" date NOT NULL,
	"status" "vacancy_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_cvs" ADD CONSTRAINT "career_cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_career_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."career_cvs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_preferences" ADD CONSTRAINT "job_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_cvs_user_idx" ON "career_cvs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_cvs_created_idx" ON "career_cvs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_vacancy_user_key" ON "job_applications" USING btree ("vacancy_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_cv_key" ON "job_applications" USING btree ("cv_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vacancies_status_closing_idx" ON "vacancies" USING btree ("status","closing_date");--> statement-breakpoint
CREATE INDEX "vacancies_updated_idx" ON "vacancies" USING btree ("updated_at");