import { listBlogPosts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { RouteError } from '~/components/layout/route-error';
import { BlogListPage, feedLink } from '~/features/blog';
import { loadApi, pageMeta, parsePage, seoFor } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/blogs';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, async () => {
    // A shared ?page= link renders that page on the server; "Load more" goes on from it.
    const res = await loadApi(context, listBlogPosts, {
      query: { page: parsePage(new URL(request.url).searchParams) },
    });
    const seo = seoFor(request);
    // The canonical address of the list is its first page.
    return {
      data: res.data,
      pagination: res.meta?.pagination,
      seo: { ...seo, canonical: `${seo.origin}/blogs` },
    };
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: m.blog_blog(),
    description: m.blog_description(),
    seo: loaderData?.seo,
    image: loaderData?.data.posts[0]?.coverImage,
  }),
  feedLink,
];

/** /blogs: the newest posts, 24 at a time. */
export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData.data} pagination={loaderData.pagination} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
