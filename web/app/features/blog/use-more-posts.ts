import type { TBlogPostCard, TPagination } from '@upahar/contract';
import { listBlogCategoryPosts, listBlogPosts } from '@upahar/contract/endpoints';
import { useState } from 'react';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

/**
 * Later pages of a blog list append to the posts. The first page comes from the loader (rendered
 * on the server); "Load more" fetches the next one in the browser, for the same category if any.
 */
export function useMorePosts({
  category,
  posts,
  pagination,
}: {
  category: string | null;
  posts: TBlogPostCard[];
  pagination: TPagination | undefined;
}) {
  const [more, setMore] = useState<TBlogPostCard[]>([]);
  const [page, setPage] = useState(pagination?.currentPage ?? 1);
  const [totalPages, setTotalPages] = useState(pagination?.totalPages ?? 1);
  const [total, setTotal] = useState(pagination?.total ?? posts.length);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const query = { page: page + 1 };
      const res = category
        ? await callApi(listBlogCategoryPosts, { params: { slug: category }, query })
        : await callApi(listBlogPosts, { query });
      // A post published while the reader scrolls shifts the pages: never show one twice.
      setMore((prev) => {
        const seen = new Set([...posts, ...prev].map((p) => p.id));
        return [...prev, ...res.data.posts.filter((p) => !seen.has(p.id))];
      });
      const p = res.meta?.pagination;
      setPage(p?.currentPage ?? page + 1);
      if (p) {
        setTotalPages(p.totalPages);
        setTotal(p.total);
      }
    } catch (e) {
      setError(errorMessage(e, 'Could not load more posts'));
    } finally {
      setLoading(false);
    }
  };

  return {
    items: more.length ? [...posts, ...more] : posts,
    total,
    hasMore: page < totalPages,
    loading,
    error,
    loadMore,
  };
}
