import type { EndpointData, TComment } from '@upahar/contract';
import { deleteComment } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { CornerDownRight, Reply, Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { actionClass } from './bits';
import { Avatar, Byline } from './person';
import { ReportButton } from './report-dialog';
import { UserText } from './user-text';

// The confirmation (and the dialog library) loads when a writer first deletes a comment.
const ConfirmDialog = lazy(() =>
  import('~/components/dialog/confirm-dialog').then((mod) => ({ default: mod.ConfirmDialog })),
);

export type DeleteResult = EndpointData<typeof deleteComment>;

/** One comment or reply with its actions: Reply, Delete (own, after a confirm), Report. */
export function CommentItem({
  comment,
  canReply,
  onReply,
  onDeleted,
  small = false,
}: {
  comment: TComment;
  canReply: boolean;
  onReply: (comment: TComment) => void;
  onDeleted: (result: DeleteResult) => void;
  small?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await callApi(deleteComment, { body: { commentId: comment.id } });
      setConfirming(false);
      onDeleted(res.data);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      className="flex gap-3"
      aria-label={
        comment.user ? m.community_comment_by({ name: comment.user.name }) : m.community_deleted_comment()
      }
    >
      <Avatar user={comment.user} size={small ? 'sm' : 'md'} />
      <div className="min-w-0 flex-1">
        <Byline user={comment.user} date={comment.createdAt} />
        {comment.replyToUsername && (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-cocoa-soft">
            <CornerDownRight aria-hidden="true" className="size-3.5" />
            {m.community_replying_to({ username: comment.replyToUsername })}
          </p>
        )}
        <UserText
          text={comment.isDeleted ? m.community_deleted_comment_text() : comment.body}
          mentions={comment.mentions}
          className={`mt-1 ${comment.isDeleted ? 'italic text-cocoa-soft' : 'text-cocoa'}`}
        />
        {!comment.isDeleted && (
          <div className="mt-1 -ml-2.5 flex flex-wrap gap-1">
            {canReply && (
              <button type="button" onClick={() => onReply(comment)} className={actionClass}>
                <Reply aria-hidden="true" className="size-4" />
                {m.community_reply()}
              </button>
            )}
            {comment.isMine ? (
              <button type="button" onClick={() => setConfirming(true)} className={actionClass}>
                <Trash2 aria-hidden="true" className="size-4" />
                {m.community_delete()}
              </button>
            ) : (
              <ReportButton targetType="comment" targetId={comment.id} />
            )}
          </div>
        )}
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(o) => {
              setConfirming(o);
              if (!o) setError(null);
            }}
            title={m.community_delete_title()}
            description={m.community_delete_description()}
            confirmLabel={m.community_delete()}
            busy={busy}
            error={error}
            onConfirm={() => void remove()}
          />
        </Suspense>
      )}
    </article>
  );
}
