import { getFaq } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { pageMeta, seoFor, toRouteError } from '~/features/catalog';
import { FaqPage, faqJsonLd } from '~/features/info';
import { safeJsonForScript } from '~/features/product';
import { callEndpoint } from '~/lib/api';
import type { Route } from './+types/faq';

export async function loader({ context, request }: Route.LoaderArgs) {
  const res = await callEndpoint(context.api, getFaq).catch(toRouteError);
  return { page: res.data, seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.page.title || m.info_faq_title(),
    description: loaderData?.page.intro,
    seo: loaderData?.seo,
  });

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.page.groups.length > 0 && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes < > & and line separators
          dangerouslySetInnerHTML={{ __html: safeJsonForScript(faqJsonLd(loaderData.page)) }}
        />
      )}
      <FaqPage page={loaderData.page} />
    </>
  );
}
