import { PRODUCT_NAME } from '@upahar/contract';
import { listBlogCategoryPosts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { RouteError } from '~/components/layout/route-error';
import { BlogListPage, feedLink } from '~/features/blog';
import { loadApi, pageMeta, parsePage, seoFor } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/blog-category';

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, async () => {
    const res = await loadApi(context, listBlogCategoryPosts, {
      params: { slug: params.slug },
      query: { page: parsePage(new URL(request.url).searchParams) },
    });
    const seo = seoFor(request);
    const canonical = `${seo.origin}/blogs/category/${encodeURIComponent(params.slug)}`;
    return { data: res.data, pagination: res.meta?.pagination, seo: { ...seo, canonical } };
  });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.data.category
    ? [
        ...pageMeta({
          title: m.blog_category_title({ category: loaderData.data.category.name }),
          description: loaderData.data.category.description,
          seo: loaderData.seo,
          image: loaderData.data.posts[0]?.coverImage,
        }),
        feedLink,
      ]
    : [{ title: m.blog_shop_title({ shop: PRODUCT_NAME }) }, { name: 'robots', content: 'noindex' }];

/** /blogs/category/{slug}: one category's posts, 24 at a time. */
export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return (
    <BlogListPage
      key={loaderData.data.category?.slug}
      data={loaderData.data}
      pagination={loaderData.pagination}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
