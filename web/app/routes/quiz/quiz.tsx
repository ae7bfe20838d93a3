import { getQuiz } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data, type ShouldRevalidateFunction } from 'react-router';
import { pageMeta } from '~/features/catalog';
import { loadQuizPersonal, QuizPage } from '~/features/quizzes';
import { ApiError, callEndpoint } from '~/lib/api';
import { searchOf } from '~/lib/route-data';
import type { Route } from './+types/quiz';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const canonical = `${new URL(request.url).origin}/quiz/${params.slug}`;
  // The intro is public and the same for everyone; playing happens in the browser with the token.
  try {
    const res = await callEndpoint(context.api, getQuiz, { params: { slug: params.slug } });
    return { status: 'ready' as const, quiz: res.data, canonical };
  } catch (e) {
    const code = e instanceof ApiError && e.status >= 400 ? e.status : 502;
    // A malformed address is a quiz that does not exist.
    const status = code === 400 ? 404 : code;
    const detail = e instanceof ApiError ? e.message : null;
    return data({ status: 'error' as const, slug: params.slug, detail, code: status, canonical }, { status });
  }
}

// The reader's play and the result the address asks for are personal (the token lives in the
// browser): the browser adds them to the server's intro once the page is there.
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const resultId = Number(searchOf(request).get('result')) || null;
  const [page, personal] = await Promise.all([
    serverLoader(),
    loadQuizPersonal(params.slug, resultId, request.signal),
  ]);
  return page.status === 'ready' ? { ...page, personal } : page;
}
// No HydrateFallback: the server's intro shows at once and the personal part follows.
clientLoader.hydrate = true as const;

// The quiz's intro does not depend on the query: writing ?result= after a play must not fetch
// the quiz again before the address changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title:
      loaderData?.status === 'ready'
        ? m.quizzes_quiz_title({ title: loaderData.quiz.title })
        : m.quizzes_not_found(),
    description:
      loaderData?.status === 'ready'
        ? (loaderData.quiz.description || m.quizzes_quiz_by({ name: loaderData.quiz.author.name })).slice(
            0,
            160,
          )
        : undefined,
    seo:
      loaderData?.status === 'ready'
        ? { origin: new URL(loaderData.canonical).origin, canonical: loaderData.canonical }
        : undefined,
  });

export default function Quiz({ loaderData }: Route.ComponentProps) {
  return <QuizPage {...loaderData} />;
}
