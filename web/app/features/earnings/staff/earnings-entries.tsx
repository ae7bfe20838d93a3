import { LEDGER_KINDS, ledgerKindLabel, type TLedgerEntry, type TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, SelectField, TextField } from '~/components/form';
import { Wallet } from '~/components/icon';
import { EmptyState, Pager, pageFromSearch } from '~/features/staff-shell';
import { earningsHref, type LedgerFilters, ledgerFiltersOf, NO_FILTERS } from './earnings-format';
import { LedgerTable } from './ledger-table';

const KIND_OPTIONS = [
  { value: '', label: m.earnings_all_kinds() },
  ...LEDGER_KINDS.map((k) => ({ value: k, label: ledgerKindLabel(k) })),
];

/** The store's ledger, newest first, filtered by kind, days and part number from the address. */
export function EarningsEntries({
  storeId,
  entries,
  pagination,
}: {
  storeId: number;
  entries: TLedgerEntry[];
  pagination?: TPagination;
}) {
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const applied = ledgerFiltersOf(params);
  const filtered = Object.values(applied).some(Boolean);

  return (
    <div className="space-y-4">
      {/* Drawn afresh when the address changes (back, a link), so the fields show what is applied. */}
      <FilterForm key={earningsHref(storeId, { filters: applied })} storeId={storeId} applied={applied} />
      {entries.length === 0 && (
        <EmptyState
          icon={<Wallet aria-hidden="true" className="size-9" />}
          title={filtered || page > 1 ? m.earnings_no_entries_match() : m.earnings_no_entries_yet()}
        >
          {filtered || page > 1 ? (
            <>
              {m.earnings_nothing_matches_filters()}{' '}
              <Link to={earningsHref(storeId)} className="font-semibold text-berry hover:underline">
                {m.earnings_show_every_entry()}
              </Link>
            </>
          ) : (
            m.earnings_entries_appear()
          )}
        </EmptyState>
      )}
      {entries.length > 0 && (
        <>
          <LedgerTable entries={entries} caption={m.earnings_entries_newest_first()} />
          {pagination && pagination.totalPages > 1 && (
            <Pager
              current={pagination.currentPage}
              total={pagination.totalPages}
              hrefFor={(p) => earningsHref(storeId, { filters: applied, page: p })}
            />
          )}
        </>
      )}
    </div>
  );
}

function FilterForm({ storeId, applied }: { storeId: number; applied: LedgerFilters }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState<LedgerFilters>(applied);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const filtered = Object.values(applied).some(Boolean);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = { ...typed, q: typed.q.trim() };
    if (next.from && next.to && next.to < next.from) {
      setRangeError(m.earnings_last_before_first());
      return;
    }
    setRangeError(undefined);
    navigate(earningsHref(storeId, { filters: next }));
  };
  const field = (k: Exclude<keyof LedgerFilters, 'kind'>) => ({
    name: k,
    value: typed[k],
    onValueChange: (v: string) => setTyped((t) => ({ ...t, [k]: v })),
  });
  return (
    <form
      onSubmit={apply}
      aria-label={m.earnings_filter_entries()}
      className="grid grid-cols-2 gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft lg:grid-cols-[12rem_10rem_10rem_1fr_auto] lg:items-start"
    >
      <div className="col-span-2 lg:col-span-1">
        <SelectField
          label={m.earnings_what_it_is()}
          name="kind"
          value={typed.kind}
          options={KIND_OPTIONS}
          onValueChange={(v) => setTyped((t) => ({ ...t, kind: v as LedgerFilters['kind'] }))}
        />
      </div>
      <TextField label={m.earnings_from()} type="date" {...field('from')} />
      <TextField label={m.earnings_to()} type="date" error={rangeError} {...field('to')} />
      <div className="col-span-2 lg:col-span-1">
        <TextField
          label={m.earnings_part_number()}
          type="search"
          placeholder="UP-3F9A1C7B2E04-A"
          maxLength={60}
          {...field('q')}
        />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:self-end">
        <button type="submit" className={buttonClass('primary')}>
          {m.earnings_filter()}
        </button>
        {filtered && (
          <button
            type="button"
            className={buttonClass('quiet')}
            onClick={() => {
              setTyped(NO_FILTERS);
              setRangeError(undefined);
              navigate(earningsHref(storeId));
            }}
          >
            {m.earnings_clear()}
          </button>
        )}
      </div>
    </form>
  );
}
