import type { TTextPageView } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { headingId } from './plain-text';
import { PlainText } from './plain-text-view';

export const PROSE = 'text-base leading-relaxed text-cocoa sm:text-[1.0625rem]';

/**
 * A long-form information page: title, summary and "Last updated", then its sections. With a
 * table of contents beside the text on wide screens when `toc` is set (the policies).
 */
export function TextPage({
  page,
  eyebrow,
  toc = false,
  children,
}: {
  page: TTextPageView;
  eyebrow: string;
  toc?: boolean;
  children?: ReactNode;
}) {
  const showToc = toc && page.sections.length > 2;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-[70ch]">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">{eyebrow}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-cocoa sm:text-4xl">{page.title}</h1>
        {page.summary && <p className="mt-3 text-lg leading-relaxed text-cocoa-soft">{page.summary}</p>}
        {page.updatedAt && (
          <p className="mt-3 text-sm text-cocoa-soft">
            {m.info_last_updated_before()}
            <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, 'date-long')}</time>
          </p>
        )}
      </header>
      <div className={showToc ? 'mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,70ch)] lg:gap-12' : 'mt-8'}>
        {showToc && (
          <nav aria-labelledby="toc-title" className="mb-8 lg:mb-0">
            <div className="rounded-2xl border border-line bg-white p-5 shadow-soft lg:sticky lg:top-24">
              <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-cocoa-soft uppercase">
                {m.info_on_this_page()}
              </h2>
              <ol className="mt-3 space-y-2 text-sm">
                {page.sections.map((s, i) => (
                  <li key={headingId(s.heading, i)}>
                    <a
                      href={`#${headingId(s.heading, i)}`}
                      className="text-cocoa underline-offset-4 hover:text-berry hover:underline"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
        <div className={`max-w-[70ch] ${PROSE}`}>
          {page.sections.length === 0 && <p className="text-cocoa-soft">{m.info_being_written()}</p>}
          {page.sections.map((s, i) => (
            <section
              key={headingId(s.heading, i)}
              aria-labelledby={headingId(s.heading, i)}
              className="mt-8 first:mt-0"
            >
              <h2
                id={headingId(s.heading, i)}
                className="scroll-mt-24 font-display text-2xl font-semibold text-cocoa"
              >
                {s.heading}
              </h2>
              <PlainText body={s.body} />
            </section>
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}
