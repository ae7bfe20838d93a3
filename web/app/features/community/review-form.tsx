import {
  REVIEW_BODY,
  REVIEW_TITLE_MAX,
  type TCommunityType,
  type TPostReviewResponse,
  type TReview,
  ZPostReviewBody,
} from '@upahar/contract';
import { postReview } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { FormAlert, SubmitButton, TextAreaField, TextField, useForm } from '~/components/form';
import { callApi } from '~/lib/browser-api';
import { StarInput } from './star-input';

/** Writes a review, or edits the reader's own (one per person per product, the server decides). */
export function ReviewForm({
  productId,
  type,
  mine,
  onSaved,
  onCancel,
}: {
  productId: string;
  type: TCommunityType;
  mine: TReview | null;
  onSaved: (data: TPostReviewResponse['data'], message: string) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    rating: mine ? String(mine.rating) : '',
    title: mine?.title ?? '',
    body: mine?.body ?? '',
  });
  const onSubmit = form.submit(
    ZPostReviewBody,
    (v) => ({
      id: productId,
      type,
      rating: v.rating ? Number(v.rating) : undefined,
      title: v.title || undefined,
      body: v.body,
    }),
    async (body) => {
      const res = await callApi(postReview, { body });
      onSaved(res.data, res.message ?? m.community_review_thanks());
    },
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mine ? m.community_edit_your_review() : m.community_write_review()}
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h3 className="font-display text-lg font-semibold text-cocoa">
        {mine ? m.community_edit_your_review() : m.community_write_review()}
      </h3>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <StarInput
        value={Number(form.values.rating) || 0}
        onChange={(n) => form.setValue('rating', String(n))}
        error={form.errors.rating}
      />
      <TextField
        label={m.community_review_title()}
        optional
        maxLength={REVIEW_TITLE_MAX}
        placeholder={m.community_review_title_placeholder()}
        {...form.field('title')}
      />
      <TextAreaField
        label={m.community_review_body()}
        maxLength={REVIEW_BODY.max}
        showCount
        minRows={4}
        maxRows={10}
        placeholder={m.community_review_body_placeholder()}
        {...form.field('body')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="btn-secondary">
          {m.community_cancel()}
        </button>
        <SubmitButton busy={form.busy} busyLabel={m.community_publishing()}>
          {mine ? m.community_update_review() : m.community_publish_review()}
        </SubmitButton>
      </div>
    </form>
  );
}
