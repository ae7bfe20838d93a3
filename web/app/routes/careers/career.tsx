import { getVacancy } from '@upahar/contract/endpoints';
import { data } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { VacancyPage } from '~/features/careers';
import { loadApi, pageMeta } from '~/features/catalog';
import type { Route } from './+types/career';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Only a positive whole number can name a vacancy; anything else is a page that does not exist.
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const res = await loadApi(context, getVacancy, { params: { id: Number(params.id) } });
  const url = new URL(request.url);
  return { vacancy: res.data, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Vacancy not found' }, { name: 'robots', content: 'noindex' }];
  const { vacancy, origin } = loaderData;
  const tags = pageMeta({
    title: `${vacancy.title}: careers`,
    description: vacancy.description.replace(/\s+/g, ' ').slice(0, 160),
    seo: { origin, canonical: `${origin}/career/${vacancy.id}` },
  });
  // A closed vacancy stays for people who follow an old link, but search engines should drop it.
  return vacancy.isOpen ? tags : [...tags, { name: 'robots', content: 'noindex' }];
};

export default function Career({ loaderData }: Route.ComponentProps) {
  return <VacancyPage key={loaderData.vacancy.id} vacancy={loaderData.vacancy} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
