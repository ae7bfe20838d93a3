import { getVacancy } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { loadCareerPersonal, VacancyPage } from '~/features/careers';
import { loadApi, pageMeta } from '~/features/catalog';
import type { Route } from './+types/career';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Only a positive whole number can name a vacancy; anything else is a page that does not exist.
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const res = await loadApi(context, getVacancy, { params: { id: Number(params.id) } });
  const url = new URL(request.url);
  return { vacancy: res.data, origin: url.origin };
}

// The reader's earlier application and saved CVs are personal (the token lives in the browser):
// the browser adds them to the server's page once it is there.
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  const [page, personal] = await Promise.all([
    serverLoader(),
    loadCareerPersonal(Number(params.id), request.signal),
  ]);
  return { ...page, personal };
}
// No HydrateFallback: the server's page shows at once and the personal part follows.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: m.careers_vacancy_not_found() }, { name: 'robots', content: 'noindex' }];
  const { vacancy, origin } = loaderData;
  const tags = pageMeta({
    title: m.careers_vacancy_title({ title: vacancy.title }),
    description: vacancy.description.replace(/\s+/g, ' ').slice(0, 160),
    seo: { origin, canonical: `${origin}/career/${vacancy.id}` },
  });
  // A closed vacancy stays for people who follow an old link, but search engines should drop it.
  return vacancy.isOpen ? tags : [...tags, { name: 'robots', content: 'noindex' }];
};

export default function Career({ loaderData }: Route.ComponentProps) {
  const personal = 'personal' in loaderData ? loaderData.personal : undefined;
  return <VacancyPage key={loaderData.vacancy.id} vacancy={loaderData.vacancy} personal={personal} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
