import type { TComment, TCommentThread, TCommunityType, TGetCommentsResponse } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense } from 'react';
import { FormAlert } from '~/components/form';
import { MessagesSquare } from '~/components/icon';
import { useSession } from '~/features/session';
import { EmptyState, ListSkeleton, LoadMore, LoginPrompt, SectionHeading } from './bits';
import { CommentThread } from './comment-thread';
import { type InitialPage, useCommunityList } from './use-community-list';

// Forms (and the validation they bring) are fetched only for a reader who is logged in.
const CommentForm = lazy(() => import('./comment-form').then((mod) => ({ default: mod.CommentForm })));

type CommentsData = TGetCommentsResponse['data'];

export type ProductCommentsProps = {
  productId: string;
  type?: TCommunityType;
  initial?: InitialPage<CommentsData>;
};

/** Threaded comments with replies, @mentions, delete and report; later pages append. */
export function ProductComments({ productId, type = 'product', initial }: ProductCommentsProps) {
  const session = useSession();
  const list = useCommunityList('comments', { id: productId, type }, initial);

  const onPosted = (comment: TComment) => {
    list.setItems((items) => [{ ...comment, replyCount: 0, replies: [] }, ...items]);
    list.setPagination((p) => (p ? { ...p, total: p.total + 1 } : p));
  };
  const replace = (thread: TCommentThread) =>
    list.setItems((items) => items.map((t) => (t.id === thread.id ? thread : t)));
  const remove = (id: string) => {
    list.setItems((items) => items.filter((t) => t.id !== id));
    list.setPagination((p) => (p ? { ...p, total: Math.max(0, p.total - 1) } : p));
  };

  return (
    <section aria-labelledby="comments-heading" className="space-y-5">
      <SectionHeading id="comments-heading" title={m.community_comments()} count={list.pagination?.total} />
      {session.isLoggedIn ? (
        <Suspense fallback={<ListSkeleton label={m.community_loading_comment_form()} rows={1} />}>
          <CommentForm productId={productId} type={type} onPosted={onPosted} />
        </Suspense>
      ) : session.status === 'loggedOut' ? (
        <LoginPrompt>{m.community_log_in_to_comment()}</LoginPrompt>
      ) : null}

      {list.status === 'loading' ? (
        <ListSkeleton label={m.community_loading_comments()} />
      ) : list.status === 'error' ? (
        <FormAlert tone="error">
          <p>{m.community_comments_failed({ error: list.error ?? '' })}</p>
          <button type="button" onClick={list.reload} className="font-semibold underline">
            {m.community_try_again()}
          </button>
        </FormAlert>
      ) : list.items.length === 0 ? (
        <EmptyState icon={<MessagesSquare className="size-8" />}>{m.community_no_comments()}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {list.items.map((t) => (
              <CommentThread
                key={t.id}
                thread={t}
                productId={productId}
                type={type}
                onChange={replace}
                onRemove={() => remove(t.id)}
              />
            ))}
          </ul>
          {list.hasMore && (
            <LoadMore onClick={list.loadMore} busy={list.loadingMore} error={list.moreError}>
              {m.community_more_comments()}
            </LoadMore>
          )}
        </>
      )}
    </section>
  );
}
