import { ZQuizzesQuery } from '@upahar/contract';
import { listQuizzes } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { pageMeta } from '~/features/catalog';
import { QuizzesPage } from '~/features/quizzes';
import { ApiError, callEndpoint } from '~/lib/api';
import type { Route } from './+types/quizzes';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = ZQuizzesQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const canonical = query.page > 1 ? `${url.origin}/quiz?page=${query.page}` : `${url.origin}/quiz`;
  // A failure is the page's own error state, in words, not the site's error page.
  try {
    const res = await callEndpoint(context.api, listQuizzes, { query });
    return {
      status: 'ready' as const,
      quizzes: res.data.quizzes,
      pagination: res.meta?.pagination,
      canonical,
    };
  } catch (e) {
    return { status: 'error' as const, detail: e instanceof ApiError ? e.message : null, canonical };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: m.quizzes_title(),
    description: m.quizzes_description(),
    seo: loaderData
      ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
      : undefined,
  });

export default function Quizzes({ loaderData }: Route.ComponentProps) {
  return <QuizzesPage {...loaderData} />;
}
