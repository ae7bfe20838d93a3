import type { TPagination } from '@upahar/contract';
import type { ReactNode } from 'react';
import { ui } from '~/components/form';
import type { Load } from '~/lib/use-load';
import { ForbiddenScreen } from './section-gate';
import { ListBody, listHref, SearchWithStatus, useListQuery } from './suspension-list';

/**
 * An admin's list of things that can be suspended (stores, accounts): its heading, the search
 * with the status filter, and the rows, a page at a time.
 */
export function SuspensionPage<T extends { id: string | number }>(p: {
  base: string;
  title: string;
  lead: string;
  search: { formLabel: string; label: string; placeholder: string; allLabel: string };
  state: Load<{ items: T[]; pagination?: TPagination }>;
  reload: () => void;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; text: string };
  row: (item: T) => ReactNode;
}) {
  const { q, status } = useListQuery();
  if (p.state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{p.title}</h1>
        <p className={ui.lead}>{p.lead}</p>
      </header>
      <SearchWithStatus base={p.base} {...p.search} />
      <div className="mt-6">
        <ListBody
          state={p.state}
          reload={p.reload}
          loadingLabel={p.loadingLabel}
          empty={p.empty}
          hrefFor={(page) => listHref(p.base, q, status, page)}
          row={p.row}
        />
      </div>
    </div>
  );
}
