import {
  DELETED_COMMENT_TEXT,
  formatNumber,
  type TComment,
  type TCommentThread,
  type TCommunityType,
} from '@upahar/contract';
import { getCommentReplies } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { FormAlert } from '~/components/form';
import { ChevronDown, LoaderCircle } from '~/components/icon';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { ListSkeleton } from './bits';
import { CommentItem, type DeleteResult } from './comment-item';

// Forms (and the validation they bring) are fetched only for a reader who is logged in.
const CommentForm = lazy(() => import('./comment-form').then((mod) => ({ default: mod.CommentForm })));

/**
 * A top-level comment and its replies. The first replies come with the page; "View more
 * replies" loads the thread through comments/{id}: page 1 replaces the preview, later pages append.
 */
export function CommentThread({
  thread,
  productId,
  type,
  onChange,
  onRemove,
}: {
  thread: TCommentThread;
  productId: string;
  type: TCommunityType;
  onChange: (thread: TCommentThread) => void;
  onRemove: () => void;
}) {
  const { isLoggedIn } = useSession();
  const [replyTo, setReplyTo] = useState<TComment | null>(null);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = thread.replies.length;
  const more = thread.replyCount - shown;

  const loadReplies = async () => {
    setLoading(true);
    setError(null);
    try {
      const next = page + 1;
      const res = await callApi(getCommentReplies, { params: { id: thread.id }, query: { page: next } });
      const base = next === 1 ? [] : thread.replies;
      const seen = new Set(base.map((r) => r.id));
      onChange({
        ...thread,
        replies: [...base, ...res.data.items.filter((r) => !seen.has(r.id))],
        replyCount: res.meta?.pagination.total ?? thread.replyCount,
      });
      setPage(next);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };

  const onDeleted = (target: TComment) => (result: DeleteResult) => {
    if (target.id === thread.id) {
      if (result.removed) onRemove();
      else
        onChange({
          ...thread,
          isDeleted: true,
          isMine: false,
          user: null,
          body: DELETED_COMMENT_TEXT,
          mentions: [],
        });
      return;
    }
    const replies = thread.replies.filter((r) => r.id !== target.id);
    // A deleted comment whose last reply goes disappears on the server too.
    if (thread.isDeleted && thread.replyCount <= 1) onRemove();
    else onChange({ ...thread, replies, replyCount: thread.replyCount - 1 });
  };

  const onPosted = (reply: TComment) => {
    onChange({ ...thread, replies: [...thread.replies, reply], replyCount: thread.replyCount + 1 });
    setReplyTo(null);
  };

  return (
    <li className="py-5 first:pt-0">
      <CommentItem
        comment={thread}
        canReply={isLoggedIn}
        onReply={setReplyTo}
        onDeleted={onDeleted(thread)}
      />
      {(shown > 0 || replyTo || more > 0) && (
        <div className="mt-3 ml-5 space-y-4 border-l-2 border-line pl-4 sm:ml-12">
          {thread.replies.length > 0 && (
            <ul className="space-y-4">
              {thread.replies.map((r) => (
                <li key={r.id}>
                  <CommentItem
                    comment={r}
                    small
                    canReply={isLoggedIn}
                    onReply={setReplyTo}
                    onDeleted={onDeleted(r)}
                  />
                </li>
              ))}
            </ul>
          )}
          {more > 0 && (
            <button
              type="button"
              onClick={() => void loadReplies()}
              disabled={loading}
              aria-busy={loading || undefined}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-berry hover:bg-berry-soft"
            >
              {loading ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <ChevronDown aria-hidden="true" className="size-4" />
              )}
              {m.community_view_more_replies({ count: formatNumber(more) })}
            </button>
          )}
          {error && <FormAlert tone="error">{error}</FormAlert>}
          {replyTo && (
            <Suspense fallback={<ListSkeleton label={m.community_loading_reply_form()} rows={1} />}>
              <CommentForm
                key={replyTo.id}
                productId={productId}
                type={type}
                parentId={replyTo.id}
                initialText={replyTo.id !== thread.id && replyTo.user ? `@${replyTo.user.username} ` : ''}
                onPosted={onPosted}
                onCancel={() => setReplyTo(null)}
                autoFocus
              />
            </Suspense>
          )}
        </div>
      )}
    </li>
  );
}
