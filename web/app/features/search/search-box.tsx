import { m } from '@upahar/contract/messages';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Loader2, Search, X } from '~/components/icon';
import { useFetched } from '~/lib/use-fetched';

export type Suggestion = {
  label: string;
  /** A product or category page; without one the label is searched. */
  href?: string;
  hint?: string;
  image?: string | null;
};

type Props = {
  initialQuery: string;
  onSearch: (query: string) => void;
  onPick: (s: Suggestion) => void;
  /** The lookup route to read suggestions for what is typed. */
  suggestionsAddress: (q: string) => string;
  autoFocus?: boolean;
};

/** Suggestions start at two characters: one letter matches half the shop and helps nobody. */
const MIN_CHARS = 2;

/**
 * The search field with suggestions while typing, following the WAI-ARIA combobox pattern:
 * focus stays in the input, arrow keys move the active option (aria-activedescendant), Enter
 * picks it, Escape closes the list. Without JavaScript it is a plain GET form to /search.
 */
export function SearchBox({ initialQuery, onSearch, onPick, suggestionsAddress, autoFocus }: Props) {
  const [value, setValue] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const q = value.trim();
  const { data, loading } = useFetched<Suggestion[]>(
    open && q.length >= MIN_CHARS ? suggestionsAddress(q) : null,
    200,
  );
  const options = open && q.length >= MIN_CHARS ? (data ?? []) : [];
  const expanded = options.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    if (active >= 0 && options[active]) return choose(options[active]);
    onSearch(q);
  };

  const choose = (s: Suggestion) => {
    setOpen(false);
    setActive(-1);
    if (!s.href) setValue(s.label);
    onPick(s);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className="relative block">
      <form action="/search" method="get" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {m.search_box_label()}
        </label>
        <div className="flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-1.5 pl-4 shadow-soft focus-within:border-berry focus-within:ring-2 focus-within:ring-berry/25">
          <Search aria-hidden="true" className="size-5 shrink-0 text-cocoa-soft" />
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the header's search icon leads here to type at once
            autoFocus={autoFocus}
            placeholder={m.search_box_placeholder()}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            className="min-w-0 flex-1 bg-transparent py-1.5 text-base text-cocoa placeholder:text-cocoa-soft/70 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {loading && <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-cocoa-soft" />}
          {value && (
            <button
              type="button"
              aria-label={m.search_box_clear()}
              onClick={() => {
                setValue('');
                inputRef.current?.focus();
              }}
              className="grid size-8 shrink-0 place-items-center rounded-full text-cocoa-soft hover:bg-cream"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
          <button type="submit" className="btn-primary min-h-10 px-4 sm:px-6">
            {m.search_box_submit()}
          </button>
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={m.search_box_suggestions()}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-line bg-white py-1 shadow-lifted"
        >
          {options.map((s, i) => (
            // The input keeps focus and handles the keys (aria-activedescendant); mousedown must not
            // blur it before the click lands.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={`${s.label}-${s.href ?? ''}`}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 ${i === active ? 'bg-berry-soft' : 'hover:bg-cream'}`}
            >
              <span className="flex min-w-0 items-center gap-3">
                {s.image ? (
                  <img
                    src={s.image}
                    alt=""
                    width={36}
                    height={36}
                    className="size-9 shrink-0 rounded-lg bg-cream-deep object-cover"
                  />
                ) : (
                  <Search aria-hidden="true" className="size-4 shrink-0 text-cocoa-soft" />
                )}
                <span className="truncate text-cocoa">{s.label}</span>
              </span>
              {s.hint && <span className="shrink-0 text-xs text-cocoa-soft">{s.hint}</span>}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
