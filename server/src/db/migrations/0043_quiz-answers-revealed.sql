ALTER TABLE "quizzes" ADD COLUMN "answers_revealed_at" timestamp with time zone;--> statement-breakpoint
-- Quizzes played while their prize was not running may already have shown their right answers.
UPDATE "quizzes" SET "answers_revealed_at" = now()
WHERE EXISTS (SELECT 1 FROM "quiz_plays" WHERE "quiz_plays"."quiz_id" = "quizzes"."id" AND "quiz_plays"."submitted_at" IS NOT NULL)
  AND NOT ("quizzes"."prize_state" = 'approved' AND "quizzes"."prize_stock" > 0
    AND EXISTS (SELECT 1 FROM "prizes" WHERE "prizes"."id" = "quizzes"."prize_id" AND "prizes"."is_active"));
