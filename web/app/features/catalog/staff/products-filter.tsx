import { PRODUCT_STATUSES, type TProductFormOptions } from '@upahar/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass, SelectField, ui } from '~/components/form';
import { Search } from '~/components/icon';
import { STATUS_LABEL } from './product-bits';

export type Filters = { q: string; status: string; storeId: string; categoryId: string };
export const FILTER_KEYS = ['q', 'status', 'storeId', 'categoryId'] as const;

/** Search by name (on Enter or the button) and status, store and category (at once). */
export function FilterBar({
  filters,
  options,
  onApply,
}: {
  filters: Filters;
  options: TProductFormOptions | null;
  onApply: (f: Filters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  // A select applies at once; the name search on Enter or the button.
  const choose = (k: keyof Filters) => (v: string) => {
    const next = { ...draft, [k]: v };
    setDraft(next);
    onApply(next);
  };
  return (
    <form
      aria-label="Filter products"
      onSubmit={submit}
      className="mt-6 grid grid-cols-2 gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <label className="min-w-0 flex-1">
          <span className={ui.label}>Search by name</span>
          <input
            type="search"
            name="q"
            value={draft.q}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
            className={ui.input}
            placeholder="e.g. hamper"
          />
        </label>
        <button type="submit" className={buttonClass('secondary', 'shrink-0 !px-3')}>
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      </div>
      <SelectField
        name="status"
        label="Status"
        value={draft.status}
        onValueChange={choose('status')}
        options={[
          { value: '', label: 'Any status' },
          ...PRODUCT_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
        ]}
      />
      <SelectField
        name="storeId"
        label="Store"
        value={draft.storeId}
        onValueChange={choose('storeId')}
        options={[
          { value: '', label: 'All stores' },
          ...(options?.stores ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        ]}
      />
      <div className="col-span-2 lg:col-span-1">
        <SelectField
          name="categoryId"
          label="Category"
          value={draft.categoryId}
          onValueChange={choose('categoryId')}
          options={[
            { value: '', label: 'All categories' },
            ...(options?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      </div>
    </form>
  );
}
