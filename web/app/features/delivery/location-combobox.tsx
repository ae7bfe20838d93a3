import type { TDeliveryLocation } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { ui } from '~/components/form';
import { ChevronDown, MapPin } from '~/components/icon';
import { filterLocations } from './location-store';

type Props = {
  label: string;
  locations: TDeliveryLocation[] | null;
  alias: Record<string, number>;
  selected: { id: number; name: string } | null;
  onSelect: (loc: TDeliveryLocation) => void;
  error?: string | null;
};

/** A searchable list of delivery areas (WAI-ARIA combobox: focus stays in the input). */
export function LocationCombobox({ label, locations, alias, selected, onSelect, error }: Props) {
  const id = useId();
  const [text, setText] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // A location chosen elsewhere (GPS, restored) shows its name in the field.
  useEffect(() => setText(selected?.name ?? ''), [selected?.name]);

  const typed = text === selected?.name ? '' : text;
  const matches = locations ? filterLocations(locations, alias, typed) : [];
  const expanded = open && matches.length > 0;

  const choose = (loc: TDeliveryLocation) => {
    onSelect(loc);
    setText(loc.name);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const n = matches.length;
      if (n) setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault();
      const pick = matches[active];
      if (pick) choose(pick);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setText(selected?.name ?? '');
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className={ui.label}>
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-cocoa-soft"
        />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={locations ? m.delivery_area_placeholder() : m.delivery_loading_areas()}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // Leaving the field with half-typed text puts the chosen area back.
            setText(selected?.name ?? '');
          }}
          onKeyDown={onKeyDown}
          className={`${ui.input} pr-9 pl-9`}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 mt-0.5 size-4 -translate-y-1/2 text-cocoa-soft"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={`mt-1.5 ${ui.error}`}>
          {error}
        </p>
      )}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={m.delivery_areas()}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-2xl border border-line bg-white py-1 shadow-lifted"
      >
        {matches.map((loc, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (ARIA pattern)
          <div
            key={loc.id}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={selected?.id === loc.id}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(loc)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2 ${i === active ? 'bg-berry-soft' : 'hover:bg-cream'}`}
          >
            <span className="text-cocoa">{loc.name}</span>
            <span className="text-xs text-cocoa-soft">{loc.district}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
