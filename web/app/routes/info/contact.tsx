import { getContactUs } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { pageMeta, seoFor, toRouteError } from '~/features/catalog';
import { ContactPage } from '~/features/info';
import { callEndpoint } from '~/lib/api';
import type { Route } from './+types/contact';

export async function loader({ context, request }: Route.LoaderArgs) {
  const res = await callEndpoint(context.api, getContactUs).catch(toRouteError);
  return { page: res.data, seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.page.title || m.info_contact_title(),
    description: loaderData?.page.intro,
    seo: loaderData?.seo,
  });

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage page={loaderData.page} />;
}
