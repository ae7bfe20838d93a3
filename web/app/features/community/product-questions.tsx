import {
  formatNumber,
  type TAnswer,
  type TCommunityType,
  type TGetQuestionsResponse,
  type TQuestion,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { FormAlert } from '~/components/form';
import { BadgeCheck, MessageCircleQuestion, Reply } from '~/components/icon';
import { useSession } from '~/features/session';
import { actionClass, EmptyState, ListSkeleton, LoadMore, LoginPrompt, SectionHeading } from './bits';
import { Avatar, Byline } from './person';
import { ReportButton } from './report-dialog';
import { type InitialPage, useCommunityList } from './use-community-list';
import { UserText } from './user-text';

// Forms (and the validation they bring) are fetched only for a reader who is logged in.
const AnswerForm = lazy(() => import('./question-forms').then((mod) => ({ default: mod.AnswerForm })));
const AskQuestionForm = lazy(() =>
  import('./question-forms').then((mod) => ({ default: mod.AskQuestionForm })),
);

type QuestionsData = TGetQuestionsResponse['data'];

export type ProductQuestionsProps = {
  productId: string;
  type?: TCommunityType;
  initial?: InitialPage<QuestionsData>;
};

/** Questions and answers: ask, answer (the shop's answers are marked), report. */
export function ProductQuestions({ productId, type = 'product', initial }: ProductQuestionsProps) {
  const session = useSession();
  const list = useCommunityList('questions', { id: productId, type }, initial);
  const [notice, setNotice] = useState<string | null>(null);

  const onAsked = (question: TQuestion, message: string) => {
    list.setItems((items) => [question, ...items]);
    list.setPagination((p) => (p ? { ...p, total: p.total + 1 } : p));
    setNotice(message);
  };
  const onAnswered = (questionId: string, answer: TAnswer) =>
    list.setItems((items) =>
      items.map((q) => (q.id === questionId ? { ...q, answers: [...q.answers, answer] } : q)),
    );

  return (
    <section aria-labelledby="questions-heading" className="space-y-5">
      <SectionHeading id="questions-heading" title={m.community_questions()} count={list.pagination?.total} />
      {session.isLoggedIn ? (
        <Suspense fallback={<ListSkeleton label={m.community_loading_question_form()} rows={1} />}>
          <AskQuestionForm productId={productId} type={type} onAsked={onAsked} />
        </Suspense>
      ) : session.status === 'loggedOut' ? (
        <LoginPrompt>{m.community_log_in_to_ask()}</LoginPrompt>
      ) : null}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}

      {list.status === 'loading' ? (
        <ListSkeleton label={m.community_loading_questions()} rows={2} />
      ) : list.status === 'error' ? (
        <FormAlert tone="error">
          <p>{m.community_questions_failed({ error: list.error ?? '' })}</p>
          <button type="button" onClick={list.reload} className="font-semibold underline">
            {m.community_try_again()}
          </button>
        </FormAlert>
      ) : list.items.length === 0 ? (
        <EmptyState icon={<MessageCircleQuestion className="size-8" />}>
          {m.community_no_questions()}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {list.items.map((q) => (
              <QuestionItem key={q.id} question={q} onAnswered={(a) => onAnswered(q.id, a)} />
            ))}
          </ul>
          {list.hasMore && (
            <LoadMore onClick={list.loadMore} busy={list.loadingMore} error={list.moreError}>
              {m.community_more_questions()}
            </LoadMore>
          )}
        </>
      )}
    </section>
  );
}

function QuestionItem({ question, onAnswered }: { question: TQuestion; onAnswered: (a: TAnswer) => void }) {
  const { isLoggedIn } = useSession();
  const [answering, setAnswering] = useState(false);
  return (
    <li className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-5">
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-berry text-sm font-bold text-white"
        >
          {m.community_question_mark()}
        </span>
        <div className="min-w-0 flex-1">
          <UserText text={question.body} className="font-medium text-cocoa" />
          <p className="mt-1 text-sm text-cocoa-soft">
            {m.community_asked_by({ name: question.user.name, count: formatNumber(question.answers.length) })}
          </p>
          <div className="mt-1 -ml-2.5 flex flex-wrap gap-1">
            {isLoggedIn && !answering && (
              <button type="button" onClick={() => setAnswering(true)} className={actionClass}>
                <Reply aria-hidden="true" className="size-4" />
                {m.community_answer()}
              </button>
            )}
            <ReportButton targetType="question" targetId={question.id} />
          </div>
          {answering && (
            <Suspense fallback={<ListSkeleton label={m.community_loading_answer_form()} rows={1} />}>
              <AnswerForm
                questionId={question.id}
                onAnswered={(a) => {
                  onAnswered(a);
                  setAnswering(false);
                }}
                onCancel={() => setAnswering(false)}
              />
            </Suspense>
          )}
          {question.answers.length > 0 && (
            <ul className="mt-3 space-y-3 border-l-2 border-line pl-4">
              {question.answers.map((a) => (
                <li key={a.id} className="flex gap-3">
                  <Avatar user={a.user} size="sm" />
                  <div className="min-w-0 flex-1">
                    <Byline
                      user={a.user}
                      date={a.createdAt}
                      badge={
                        a.isSeller ? (
                          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                            <BadgeCheck aria-hidden="true" className="size-3.5" />
                            {m.community_seller()}
                          </span>
                        ) : null
                      }
                    />
                    <UserText text={a.body} className="mt-0.5 text-cocoa" />
                    <div className="-ml-2.5">
                      <ReportButton targetType="answer" targetId={a.id} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}
