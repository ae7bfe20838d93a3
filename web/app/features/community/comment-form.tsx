import { COMMENT_BODY, type TComment, type TCommunityType, ZPostCommentBody } from '@upahar/contract';
import { postComment } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { FormAlert, SubmitButton, useForm } from '~/components/form';
import { callApi } from '~/lib/browser-api';
import { MentionTextarea } from './mention-textarea';

/** A new comment, or a reply when parentId is given (the server keeps threads one level deep). */
export function CommentForm({
  productId,
  type,
  parentId,
  initialText = '',
  onPosted,
  onCancel,
  autoFocus,
}: {
  productId: string;
  type: TCommunityType;
  parentId?: string;
  initialText?: string;
  onPosted: (comment: TComment) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm({ body: initialText });
  const onSubmit = form.submit(
    ZPostCommentBody,
    (v) => ({ id: productId, type, body: v.body, parentId }),
    async (body) => {
      const res = await callApi(postComment, { body });
      form.setValue('body', '');
      onPosted(res.data.comment);
    },
  );
  const reply = parentId !== undefined;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={reply ? m.community_write_reply() : m.community_write_comment()}
      className="space-y-3"
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <MentionTextarea
        label={reply ? m.community_your_reply() : m.community_add_comment()}
        placeholder={reply ? m.community_reply_placeholder() : m.community_comment_placeholder()}
        maxLength={COMMENT_BODY.max}
        autoFocus={autoFocus}
        {...form.field('body')}
      />
      <div className="flex justify-end gap-3">
        {onCancel && (
          <button type="button" onClick={onCancel} className="btn-secondary">
            {m.community_cancel()}
          </button>
        )}
        <SubmitButton size="sm" busy={form.busy} busyLabel={m.community_posting()}>
          {reply ? m.community_post_reply() : m.community_post_comment()}
        </SubmitButton>
      </div>
    </form>
  );
}
