import { formatDate, type TOrderDetail, ZOrderFeedbackBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { buttonClass, FormAlert, SubmitButton, TextAreaField, useForm } from '~/components/form';
import { Pencil } from '~/components/icon';
import { Stars } from '~/components/rating/stars';
import { toast } from '~/components/toast';
import { StarInput } from '~/features/community';
import { fetchFeedback, sendFeedback } from './orders-api';

type Feedback = NonNullable<TOrderDetail['feedback']>;

/**
 * Feedback on a delivered order (canFeedback): 1-5 stars and a comment. Sent again, it replaces
 * the earlier one (the server answers "Your feedback has been updated").
 */
export function FeedbackSection({
  orderId,
  noun,
  plural = false,
  feedback,
  onSaved,
}: {
  orderId: string;
  /** What was ordered, in the order's words: "cake", "flowers", "order". */
  noun: string;
  plural?: boolean;
  feedback: Feedback | null;
  onSaved: (feedback: Feedback) => void;
}) {
  const [editing, setEditing] = useState(feedback === null);
  const [sentAt, setSentAt] = useState<string | null>(null);

  // POST order/feedback reads the saved feedback back with its date; the detail has no date.
  useEffect(() => {
    if (!feedback) return;
    let live = true;
    fetchFeedback(orderId).then(
      (d) => live && setSentAt(d.feedback?.createdAt ?? null),
      () => undefined, // Only the date is missing then; the feedback itself is on the page.
    );
    return () => {
      live = false;
    };
  }, [orderId, feedback]);

  if (feedback && !editing) {
    return (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <Stars value={feedback.rating} size="md" />
          {sentAt && (
            <span className="text-sm text-cocoa-soft">
              {m.orders_sent_on({ date: formatDate(sentAt, 'day') })}
            </span>
          )}
        </div>
        {feedback.comment && (
          <p className="wrap-anywhere whitespace-pre-line text-cocoa">{feedback.comment}</p>
        )}
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={buttonClass('quiet', '-ml-3', 'sm')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {m.orders_change_feedback()}
        </button>
      </div>
    );
  }
  return (
    <FeedbackForm
      orderId={orderId}
      placeholder={
        plural ? m.orders_feedback_placeholder_many({ noun }) : m.orders_feedback_placeholder_one({ noun })
      }
      initial={feedback}
      onCancel={feedback ? () => setEditing(false) : undefined}
      onSaved={(f, at) => {
        setSentAt(at);
        setEditing(false);
        onSaved(f);
      }}
    />
  );
}

function FeedbackForm({
  orderId,
  placeholder,
  initial,
  onCancel,
  onSaved,
}: {
  orderId: string;
  placeholder: string;
  initial: Feedback | null;
  onCancel?: () => void;
  onSaved: (feedback: Feedback, at: string | null) => void;
}) {
  const form = useForm({ rating: initial ? String(initial.rating) : '', comment: initial?.comment ?? '' });
  const onSubmit = form.submit(
    ZOrderFeedbackBody,
    (v) => ({ orderId, rating: v.rating === '' ? undefined : v.rating, comment: v.comment }),
    async (body) => {
      const res = await sendFeedback({ orderId, rating: body.rating, comment: body.comment });
      toast.success(res.message ?? m.orders_feedback_thanks());
      const saved = res.data.feedback;
      onSaved(
        saved
          ? { rating: saved.rating, comment: saved.comment }
          : { rating: body.rating, comment: body.comment },
        saved?.createdAt ?? null,
      );
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <StarInput
        value={Number(form.values.rating) || 0}
        onChange={(n) => form.setValue('rating', String(n))}
        error={form.errors.rating}
      />
      <TextAreaField
        label={m.orders_comment()}
        optional
        maxLength={1000}
        showCount
        minRows={3}
        maxRows={8}
        placeholder={placeholder}
        {...form.field('comment')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            {m.orders_cancel()}
          </button>
        )}
        <SubmitButton busy={form.busy} busyLabel={m.orders_sending()}>
          {m.orders_send_feedback()}
        </SubmitButton>
      </div>
    </form>
  );
}
