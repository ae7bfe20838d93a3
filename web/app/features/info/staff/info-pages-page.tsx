import { formatDate, INFO_PAGE_NAMES } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { ExternalLink, Pencil } from '~/components/icon';
import { fetchInfoPages } from './info-pages-api';

/** The list of pages: what the pages route's clientLoader gives. */
export const loadInfoPages = (signal: AbortSignal) => fetchInfoPages(signal).then((r) => r.data);

/** /dashboard/pages: the shop's information pages, each with when it changed and an edit link. */
export function DashboardInfoPages({ pages }: { pages: Awaited<ReturnType<typeof loadInfoPages>> }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.info_staff_pages()}</h1>
        <p className={ui.lead}>{m.info_staff_pages_lead()}</p>
      </header>
      <ul className="mt-6 divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
        {pages.map((p) => (
          <li key={p.key} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <h2 className="font-semibold text-cocoa">{INFO_PAGE_NAMES[p.key]}</h2>
              <p className="mt-0.5 text-sm text-cocoa-soft">
                <a
                  href={p.path}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 hover:text-berry"
                >
                  {p.path}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{m.info_new_tab()}</span>
                </a>
                {' · '}
                {p.updatedAt
                  ? m.info_staff_last_updated({ date: formatDate(p.updatedAt, 'date-time') })
                  : m.info_staff_not_written()}
              </p>
            </div>
            <Link to={`/dashboard/pages/${p.key}`} className={buttonClass('secondary', '', 'sm')}>
              <Pencil aria-hidden="true" className="size-4" />
              {m.info_staff_edit()}
              <span className="sr-only"> {INFO_PAGE_NAMES[p.key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
