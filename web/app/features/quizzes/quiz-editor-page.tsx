import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { toast } from '~/components/toast';
import { QuizForm } from './quiz-form';
import { type fetchMyQuiz, sendNewQuiz, sendQuizUpdate } from './quizzes-api';

const Back = () => (
  <Link to="/profile/quizzes" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    My quizzes
  </Link>
);

/** /profile/quizzes/addnew */
export function NewQuizPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Back />
      <h1 className={`${ui.heading} mt-4`}>Write a quiz</h1>
      <p className={ui.lead}>
        1 to 30 questions, each with 2 to 6 answers and one right one. You can change it until someone plays.
      </p>
      <QuizForm
        quiz={null}
        onSave={async (data) => {
          const res = await sendNewQuiz(data);
          toast.success(res.message ?? 'Quiz published');
          navigate(`/profile/quizzes?created=${res.data.slug}`);
        }}
      />
    </div>
  );
}

type MyQuiz = Awaited<ReturnType<typeof fetchMyQuiz>>;

/** /profile/quizzes/:slug: one of my quizzes, editable until someone has played it (null: not mine). */
export function EditQuizPage({ quiz }: { quiz: MyQuiz | null }) {
  const navigate = useNavigate();
  return (
    <EditQuizFrame>
      {!quiz && <FormAlert tone="error">This quiz was not found among yours.</FormAlert>}
      {quiz && !quiz.editable && (
        <FormAlert tone="info">
          Someone has already played this quiz, so its questions can no longer change. You can still unpublish
          it from{' '}
          <Link to="/profile/quizzes" className={ui.link}>
            your quizzes
          </Link>
          .
        </FormAlert>
      )}
      {quiz?.editable && (
        <QuizForm
          quiz={quiz}
          onSave={async (data) => {
            const res = await sendQuizUpdate({ id: quiz.id, quiz: data });
            toast.success(res.message ?? 'Quiz saved');
            navigate('/profile/quizzes');
          }}
        />
      )}
    </EditQuizFrame>
  );
}

/** What the editor shows while the quiz is on its way. */
export function EditQuizLoading() {
  return (
    <EditQuizFrame>
      <p role="status" className="text-cocoa-soft">
        Loading your quiz…
      </p>
    </EditQuizFrame>
  );
}

function EditQuizFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Back />
      <h1 className={`${ui.heading} mt-4`}>Change your quiz</h1>
      <div className="mt-4">{children}</div>
    </div>
  );
}
