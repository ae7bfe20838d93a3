import { m } from '@upahar/contract/messages';
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
    {m.quizzes_my_title()}
  </Link>
);

/** /profile/quizzes/addnew */
export function NewQuizPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Back />
      <h1 className={`${ui.heading} mt-4`}>{m.quizzes_write()}</h1>
      <p className={ui.lead}>{m.quizzes_new_lead()}</p>
      <QuizForm
        quiz={null}
        onSave={async (data) => {
          const res = await sendNewQuiz(data);
          toast.success(res.message ?? m.quizzes_published_toast());
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
      {!quiz && <FormAlert tone="error">{m.quizzes_not_yours()}</FormAlert>}
      {quiz && !quiz.editable && (
        <FormAlert tone="info">
          {m.quizzes_played_locked()}{' '}
          <Link to="/profile/quizzes" className={ui.link}>
            {m.quizzes_your_quizzes()}
          </Link>
          .
        </FormAlert>
      )}
      {quiz?.editable && (
        <QuizForm
          quiz={quiz}
          onSave={async (data) => {
            const res = await sendQuizUpdate({ id: quiz.id, quiz: data });
            toast.success(res.message ?? m.quizzes_saved_toast());
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
        {m.quizzes_loading_quiz()}
      </p>
    </EditQuizFrame>
  );
}

function EditQuizFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Back />
      <h1 className={`${ui.heading} mt-4`}>{m.quizzes_change_title()}</h1>
      <div className="mt-4">{children}</div>
    </div>
  );
}
