import type { TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ui } from '~/components/form';
import { ListBody, listHref, SearchWithStatus, useListQuery } from './suspension-list';

/**
 * An admin's list of things that can be suspended (stores, accounts): its heading, the search
 * with the status filter, and the rows its route's clientLoader loaded, a page at a time. A row's
 * action loads the list again when it is done.
 */
export function SuspensionPage<T extends { id: string | number }>(p: {
  base: string;
  title: string;
  lead: string;
  /** What is listed, for the search's and the empty list's words: "store", "stores", "a store". */
  noun: { one: string; many: string; a: string };
  search: { label: string; placeholder: string };
  /** What the empty list says when nothing matches the words searched for. */
  noMatch: (q: string) => string;
  icon: ReactNode;
  items: T[];
  pagination?: TPagination;
  row: (item: T, onDone: () => void) => ReactNode;
}) {
  const { q, status } = useListQuery();
  const { revalidate } = useRevalidator();
  const onDone = () => void revalidate();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{p.title}</h1>
        <p className={ui.lead}>{p.lead}</p>
      </header>
      <SearchWithStatus
        base={p.base}
        formLabel={m.dashboard_find_noun({ noun: p.noun.a })}
        allLabel={m.dashboard_all_noun({ noun: p.noun.many })}
        {...p.search}
      />
      <div className="mt-6">
        <ListBody
          items={p.items}
          pagination={p.pagination}
          empty={{
            icon: p.icon,
            title: m.dashboard_none_found_noun({ noun: p.noun.many }),
            text: q ? p.noMatch(q) : m.dashboard_none_with_status({ noun: p.noun.one }),
          }}
          hrefFor={(page) => listHref(p.base, q, status, page)}
          row={(item) => p.row(item, onDone)}
        />
      </div>
    </div>
  );
}
