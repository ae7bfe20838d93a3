import { getAboutUs, listTestimonials } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { orNull } from '~/components/layout/shell-data';
import { pageMeta, seoFor, Testimonials, toRouteError } from '~/features/catalog';
import { TextPage } from '~/features/info';
import { callEndpoint } from '~/lib/api';
import type { Route } from './+types/about';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [res, testimonials] = await Promise.all([
    callEndpoint(context.api, getAboutUs).catch(toRouteError),
    // The quotes are a bonus: the page stands without them.
    orNull(callEndpoint(context.api, listTestimonials)),
  ]);
  return { page: res.data, testimonials: testimonials ?? [], seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.page.title || m.info_about_title(),
    description: loaderData?.page.summary,
    seo: loaderData?.seo,
  });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TextPage page={loaderData.page} eyebrow={m.info_about_eyebrow()}>
      <div className="mt-6">
        <Testimonials items={loaderData.testimonials} />
      </div>
    </TextPage>
  );
}
