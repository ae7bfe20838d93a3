import type { TFindCakesOptions } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ui } from '~/components/form';
import { AlertCircle, Search } from '~/components/icon';
import { LocationPicker } from '~/features/delivery';
import { type FinderParams, finderHref, poundNumber, readFinderParams } from './finder-query';

type Props = {
  options: TFindCakesOptions;
  params: FinderParams;
  /** The server's 400 message for these choices, shown beside the form (aria-live). */
  error: string | null;
  busy: boolean;
};

/**
 * The cake finder's form. It is a plain GET form (works without JavaScript); with JavaScript it
 * navigates to the same clean URL, which the loader renders (so a result can be shared).
 */
export function FinderForm({ options, params, error, busy }: Props) {
  const navigate = useNavigate();
  const [flavour, setFlavour] = useState(params.flavour ?? '');
  const initialLocation = options.locations.find((l) => String(l.id) === params.locationId);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    const sp = new URLSearchParams();
    for (const [k, v] of fd) if (typeof v === 'string') sp.append(k, v);
    navigate(finderHref(readFinderParams(sp)), { preventScrollReset: true });
  };

  return (
    <form
      method="get"
      action="/find-cakes"
      onSubmit={submit}
      className="@container space-y-5"
      aria-describedby={error ? 'finder-error' : undefined}
    >
      <div className="grid gap-4 @md:grid-cols-2">
        <div>
          <label htmlFor="finder-occasion" className={ui.label}>
            {m.search_finder_occasion()}
          </label>
          <select
            id="finder-occasion"
            name="occasion"
            defaultValue={params.occasion ?? ''}
            className={ui.input}
          >
            <option value="">{m.search_finder_any_occasion()}</option>
            {options.occasions.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="finder-pound" className={ui.label}>
            {m.search_finder_weight()}
          </label>
          <select id="finder-pound" name="pound" defaultValue={params.pound ?? ''} className={ui.input}>
            <option value="">{m.search_finder_any_weight()}</option>
            {options.pounds.map((p) => (
              <option key={p} value={String(p)}>
                {m.search_finder_pound({ pound: poundNumber(p) })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset>
        <legend className={ui.label}>{m.search_finder_flavour()}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[{ slug: '', name: m.search_finder_any_flavour(), colour: '' }, ...options.flavours].map((f) => (
            <label key={f.slug || 'any'}>
              <input
                type="radio"
                name="flavour"
                value={f.slug}
                checked={flavour === f.slug}
                onChange={() => setFlavour(f.slug)}
                className="peer sr-only"
              />
              <span className="choice-pill gap-2">
                {f.colour && (
                  <span
                    aria-hidden="true"
                    className="size-4 rounded-full border border-black/10"
                    style={{ background: f.colour }}
                  />
                )}
                {f.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 @md:grid-cols-2 @md:items-end">
        <div>
          <label htmlFor="finder-budget" className={ui.label}>
            {m.search_finder_budget()}{' '}
            <span className="font-normal text-cocoa-soft">{m.search_finder_budget_hint()}</span>
          </label>
          <input
            id="finder-budget"
            name="budget"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={m.search_finder_budget_placeholder()}
            defaultValue={params.budget ?? ''}
            className={ui.input}
          />
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5">
          <input
            type="checkbox"
            name="eggless"
            value="1"
            defaultChecked={params.eggless === '1'}
            className="size-5 accent-berry"
          />
          <span className="font-medium">{m.search_finder_eggless_only()}</span>
        </label>
      </div>

      <LocationPicker
        fieldNames={{ location: 'locationId', date: 'date' }}
        initial={{
          location: initialLocation ? { id: initialLocation.id, name: initialLocation.name } : null,
          date: params.date ?? '',
        }}
      />

      <div aria-live="polite">
        {error && (
          <p
            id="finder-error"
            className="flex items-start gap-2 rounded-xl bg-danger-soft p-3 text-sm font-medium text-danger"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto sm:px-8">
        <Search aria-hidden="true" className="size-5" />{' '}
        {busy ? m.search_finder_finding() : m.search_finder_find()}
      </button>
    </form>
  );
}
