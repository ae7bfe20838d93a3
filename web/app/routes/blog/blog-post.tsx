import { PRODUCT_NAME } from '@upahar/contract';
import { getBlogPost } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { RouteError } from '~/components/layout/route-error';
import { PostView, postJsonLd, postMeta } from '~/features/blog';
import { loadApi } from '~/features/catalog';
import { safeJsonForScript } from '~/features/product';
import type { Route } from './+types/blog-post';

// Drafts and scheduled posts answer 404 from the API, so they show the not-found page here.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const res = await loadApi(context, getBlogPost, { params: { slug: params.slug } });
  return { data: res.data, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? postMeta(loaderData.data, loaderData.origin)
    : [{ title: m.blog_post_not_found({ shop: PRODUCT_NAME }) }, { name: 'robots', content: 'noindex' }];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { data, origin } = loaderData;
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes < > & and line separators
        dangerouslySetInnerHTML={{ __html: safeJsonForScript(postJsonLd(data, origin)) }}
      />
      <PostView key={data.post.id} data={data} origin={origin} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
