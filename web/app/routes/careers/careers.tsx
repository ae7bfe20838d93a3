import { ZVacanciesQuery } from '@upahar/contract';
import { listVacancies } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { CareersPage } from '~/features/careers';
import { loadApi, pageMeta } from '~/features/catalog';
import type { Route } from './+types/careers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(url.searchParams);
  // A link with an unknown filter value shows every vacancy rather than an error page.
  const parsed = ZVacanciesQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : { page: 1 };
  const res = await loadApi(context, listVacancies, { query });
  const { department, location, type } = parsed.success ? parsed.data : {};
  return {
    vacancies: res.data.vacancies,
    pagination: res.meta?.pagination,
    filters: { department, location, type },
    canonical: `${url.origin}/careers`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: m.careers_title(),
    description: m.careers_description(),
    seo: loaderData
      ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
      : undefined,
  });

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage {...loaderData} />;
}
