import { formatNumber, type TFaqPageView } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Search, SearchX } from '~/components/icon';
import { faqMatches, headingId } from './plain-text';
import { PlainText } from './plain-text-view';
import { PROSE } from './text-page';

/**
 * The FAQ: groups of questions, each a native disclosure. The search box filters as the visitor
 * types; without JavaScript every question simply stays shown.
 */
export function FaqPage({ page }: { page: TFaqPageView }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = page.groups
    .map((g, i) => ({
      ...g,
      id: headingId(g.name, i),
      items: g.items.filter((item) => faqMatches(query, item)),
    }))
    .filter((g) => g.items.length > 0);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  const searching = query.trim() !== '';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-[70ch]">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">{m.info_help_eyebrow()}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-cocoa sm:text-4xl">{page.title}</h1>
        {page.intro && <p className="mt-3 text-lg leading-relaxed text-cocoa-soft">{page.intro}</p>}
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,70ch)] lg:gap-12">
        <nav aria-label={m.info_topics()} className="mb-6 lg:mb-0">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:sticky lg:top-24 lg:mx-0 lg:flex-col lg:px-0">
            {page.groups.map((g, i) => (
              <li key={g.name} className="shrink-0">
                <a
                  href={`#${headingId(g.name, i)}`}
                  className="block rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-cocoa hover:border-berry hover:text-berry lg:rounded-xl"
                >
                  {g.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-[70ch]">
          <search className="block">
            <label htmlFor={searchId} className="block text-sm font-medium text-cocoa">
              {m.info_search_questions()}
            </label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-cocoa-soft"
              />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                placeholder={m.info_search_placeholder()}
                aria-describedby={`${searchId}-count`}
                className="block w-full rounded-xl border border-cocoa-soft/45 bg-white py-2.5 pr-3.5 pl-11 text-base text-cocoa shadow-sm placeholder:text-cocoa-soft/60 focus:border-berry focus:ring-2 focus:ring-berry/25 focus:outline-none"
              />
            </div>
            <p id={`${searchId}-count`} role="status" className="mt-2 min-h-5 text-sm text-cocoa-soft">
              {searching && shown > 0 && m.info_matches({ count: formatNumber(shown) })}
            </p>
          </search>
          {searching && shown === 0 && (
            <div className="mt-4 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-soft">
              <SearchX aria-hidden="true" className="size-9 text-berry" />
              <p className="mt-3 font-display text-xl font-semibold">
                {m.info_no_match({ query: query.trim() })}
              </p>
              <p className="mt-2 text-cocoa-soft">
                {m.info_try_another()}{' '}
                <Link to="/contact" className="font-medium text-berry underline-offset-4 hover:underline">
                  {m.info_ask_directly()}
                </Link>
                {m.info_try_another_end()}
              </p>
            </div>
          )}
          {groups.map((g) => (
            <section key={g.name} aria-labelledby={g.id} className="mt-6 first:mt-2">
              <h2 id={g.id} className="scroll-mt-24 font-display text-2xl font-semibold text-cocoa">
                {g.name}
              </h2>
              <div className="mt-3 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-soft">
                {g.items.map((item) => (
                  <details key={item.question} className="group" open={searching || undefined}>
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-medium text-cocoa hover:bg-cream [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="mt-0.5 size-5 shrink-0 text-berry transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <div className={`px-5 pb-5 text-cocoa-soft ${PROSE} [&>p:first-child]:mt-0`}>
                      <PlainText body={item.answer} />
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))}
          <p className="mt-10 rounded-2xl bg-berry-soft px-5 py-4 text-cocoa">
            {m.info_still_question()}{' '}
            <Link to="/contact" className="font-medium text-berry underline-offset-4 hover:underline">
              {m.info_write_to_us()}
            </Link>{' '}
            {m.info_still_question_end()}
          </p>
        </div>
      </div>
    </div>
  );
}

/** schema.org FAQPage data for search engines. */
export const faqJsonLd = (page: TFaqPageView) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: page.groups.flatMap((g) =>
    g.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  ),
});
