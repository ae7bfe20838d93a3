import {
  REVIEW_BODY,
  REVIEW_TITLE_MAX,
  type TCommunityType,
  type TPostReviewResponse,
  type TReview,
  ZPostReviewBody,
} from '@upahar/contract';
import { postReview } from '@upahar/contract/endpoints';
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
      onSaved(res.data, res.message ?? 'Thank you for your review.');
    },
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mine ? 'Edit your review' : 'Write a review'}
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h3 className="font-display text-lg font-semibold text-cocoa">
        {mine ? 'Edit your review' : 'Write a review'}
      </h3>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <StarInput
        value={Number(form.values.rating) || 0}
        onChange={(n) => form.setValue('rating', String(n))}
        error={form.errors.rating}
      />
      <TextField
        label="Title"
        optional
        maxLength={REVIEW_TITLE_MAX}
        placeholder="Sum it up in a few words"
        {...form.field('title')}
      />
      <TextAreaField
        label="Your review"
        maxLength={REVIEW_BODY.max}
        showCount
        minRows={4}
        maxRows={10}
        placeholder="How did it taste and look? Was it delivered on time?"
        {...form.field('body')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="btn-secondary">
          Cancel
        </button>
        <SubmitButton busy={form.busy} busyLabel="Publishing…">
          {mine ? 'Update review' : 'Publish review'}
        </SubmitButton>
      </div>
    </form>
  );
}
