import { getTermsConditions } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { pageMeta, seoFor, toRouteError } from '~/features/catalog';
import { TextPage } from '~/features/info';
import { callEndpoint } from '~/lib/api';
import type { Route } from './+types/terms';

export async function loader({ context, request }: Route.LoaderArgs) {
  const res = await callEndpoint(context.api, getTermsConditions).catch(toRouteError);
  return { page: res.data, seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.page.title || m.info_terms_title(),
    description: loaderData?.page.summary,
    seo: loaderData?.seo,
  });

export default function TermsConditionsRoute({ loaderData }: Route.ComponentProps) {
  return <TextPage page={loaderData.page} eyebrow={m.info_legal_eyebrow()} toc />;
}
