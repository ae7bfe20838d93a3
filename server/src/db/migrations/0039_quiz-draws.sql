ALTER TABLE "quiz_plays" ADD COLUMN "draw" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_plays" ADD COLUMN "prize_outcome" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "questions_per_play" integer;