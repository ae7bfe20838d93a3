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
      onAsked(res.data.question, res.message ?? 'Your question is posted.');
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ask a question" className="space-y-3">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label="Ask a question"
        placeholder="Ask about size, flavours, delivery… The shop and other buyers can answer."
        maxLength={QUESTION_BODY.max}
        showCount
        minRows={2}
        maxRows={6}
        {...form.field('body')}
      />
      <div className="flex justify-end">
        <SubmitButton size="sm" busy={form.busy} busyLabel="Posting…">
          Post question
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
    <form onSubmit={onSubmit} noValidate aria-label="Answer this question" className="mt-3 space-y-3">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextAreaField
        label="Your answer"
        maxLength={ANSWER_BODY.max}
        showCount
        minRows={2}
        maxRows={6}
        autoFocus
        {...form.field('body')}
      />
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn-secondary">
          Cancel
        </button>
        <SubmitButton size="sm" busy={form.busy} busyLabel="Posting…">
          Post answer
        </SubmitButton>
      </div>
    </form>
  );
}
