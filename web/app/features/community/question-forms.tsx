import {
  ANSWER_BODY,
  QUESTION_BODY,
  type TAnswer,
  type TCommunityType,
  type TQuestion,
  ZPostAnswerBody,
  ZPostQuestionBody,
} from '@upahar/contract';
import { postAnswer, postQuestion } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { FormAlert, SubmitButton, TextAreaField, useForm } from '~/components/form';
import { callApi } from '~/lib/browser-api';

export function AskQuestionForm({
  productId,
  type,
  onAsked,
}: {
  productId: string;
  type: TCommunityType;
  onAsked: (question: TQuestion, message: string) => void;
}) {
  const form = useForm({ body: '' });
  const onSubmit = form.submit(
    ZPostQuestionBody,
    (v) => ({ id: productId, type, body: v.body }),
    async (body) => {
      const res = await callApi(postQuestion, { body });
      form.setValue('body', '');
      onAsked(res.data.question, res.message ?? m.community_question_posted());
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.community_ask_question()} className="space-y-3">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label={m.community_ask_question()}
        placeholder={m.community_ask_placeholder()}
        maxLength={QUESTION_BODY.max}
        showCount
        minRows={2}
        maxRows={6}
        {...form.field('body')}
      />
      <div className="flex justify-end">
        <SubmitButton size="sm" busy={form.busy} busyLabel={m.community_posting()}>
          {m.community_post_question()}
        </SubmitButton>
      </div>
    </form>
  );
}

export function AnswerForm({
  questionId,
  onAnswered,
  onCancel,
}: {
  questionId: string;
  onAnswered: (answer: TAnswer) => void;
  onCancel: () => void;
}) {
  const form = useForm({ body: '' });
  const onSubmit = form.submit(
    ZPostAnswerBody,
    (v) => ({ questionId, body: v.body }),
    async (body) => {
      const res = await callApi(postAnswer, { body });
      onAnswered(res.data.answer);
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.community_answer_this()} className="mt-3 space-y-3">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label={m.community_your_answer()}
        maxLength={ANSWER_BODY.max}
        showCount
        minRows={2}
        maxRows={6}
        autoFocus
        {...form.field('body')}
      />
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn-secondary">
          {m.community_cancel()}
        </button>
        <SubmitButton size="sm" busy={form.busy} busyLabel={m.community_posting()}>
          {m.community_post_answer()}
        </SubmitButton>
      </div>
    </form>
  );
}
