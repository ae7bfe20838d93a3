import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert, LoadFailed, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { toast } from '~/components/toast';
import { useLoad } from '~/lib/use-load';
import { QuizForm } from './quiz-form';
import { fetchMyQuiz, sendNewQuiz, sendQuizUpdate } from './quizzes-api';

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
        onSave={async ({ data }) => {
          const res = await sendNewQuiz(data);
          toast.success(res.message ?? 'Quiz published');
          navigate(`/profile/quizzes?created=${res.data.slug}`);
        }}
      />
    </div>
  );
}

/** /profile/quizzes/:slug: one of my quizzes, editable until someone has played it. */
export function EditQuizPage({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const load = useCallback((signal: AbortSignal) => fetchMyQuiz(slug, signal), [slug]);
  const { state, reload } = useLoad(load, { classify: true });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Back />
      <h1 className={`${ui.heading} mt-4`}>Change your quiz</h1>
      <div className="mt-4">
        {state.status === 'loading' && (
          <p role="status" className="text-cocoa-soft">
            Loading your quiz…
          </p>
        )}
        {(state.status === 'missing' || state.status === 'forbidden') && (
          <FormAlert tone="error">This quiz was not found among yours.</FormAlert>
        )}
        {state.status === 'error' && <LoadFailed message={state.message} onRetry={reload} />}
        {state.status === 'ready' && !state.data.editable && (
          <FormAlert tone="info">
            Someone has already played this quiz, so its questions can no longer change. You can still
            unpublish it from{' '}
            <Link to="/profile/quizzes" className={ui.link}>
              your quizzes
            </Link>
            .
          </FormAlert>
        )}
        {state.status === 'ready' && state.data.editable && (
          <QuizForm
            quiz={state.data}
            onSave={async ({ data }) => {
              const res = await sendQuizUpdate({ id: state.data.id, quiz: data });
              toast.success(res.message ?? 'Quiz saved');
              navigate('/profile/quizzes');
            }}
          />
        )}
      </div>
    </div>
  );
}
