import { facetOptions, localDigits, type TFilterBox } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { swatchColor } from './swatch';

type Facet = TFilterBox['size'][number];

const leading = (label: string) => Number.parseFloat(label);

/** Options that start with a number (6 stems, 12 stems) read smallest first, before the others. */
function byNumber(list: Facet[]): Facet[] {
  const n = (f: Facet) => leading(f.label);
  const numbered = list.filter((f) => Number.isFinite(n(f))).sort((a, b) => n(a) - n(b));
  return numbered.length < 2 ? list : [...numbered, ...list.filter((f) => !Number.isFinite(n(f)))];
}

/**
 * One list filter as checkboxes with counts; long lists fold after `shown`. Only options that
 * narrow the listing are offered, and a filter with fewer than two is not shown at all.
 */
export function FacetGroup({
  id,
  title,
  facets,
  total,
  selected,
  swatches,
  capitalize,
  shown = 8,
  columns,
  numbered,
  onToggle,
}: {
  id: string;
  title: string;
  facets: Facet[];
  /** Products of the listing before any filter. */
  total: number;
  selected: string[];
  swatches?: boolean;
  /** Raw values (sizes, colours, tags) read better capitalised; names come written already. */
  capitalize?: boolean;
  shown?: number;
  /** Short labels (weights) sit two to a row. */
  columns?: boolean;
  /** Sizes: numbered options (6 stems, 12 stems) read smallest first. */
  numbered?: boolean;
  onToggle: (value: string) => void;
}) {
  const [all, setAll] = useState(false);
  // A selected value stays visible even when the listing no longer has it.
  const missing = selected
    .filter((v) => !facets.some((f) => f.value === v))
    .map((v) => ({ value: v, label: v, count: 0 }));
  const options = [...facets, ...missing];
  const list = facetOptions(numbered ? byNumber(options) : options, total, selected);
  if (list.length === 0) return null;
  const visible = all ? list : list.slice(0, shown);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <ul className={columns ? 'grid grid-cols-2 gap-x-5 gap-y-1.5' : 'space-y-1.5'} id={`${id}-list`}>
        {visible.map((f) => (
          <li key={f.value}>
            <CheckRow
              label={f.label}
              count={f.count}
              checked={selected.includes(f.value)}
              onChange={() => onToggle(f.value)}
              swatch={swatches ? swatchColor(f.value) : undefined}
              capitalize={capitalize}
            />
          </li>
        ))}
      </ul>
      {list.length > shown && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={`${id}-list`}
          onClick={() => setAll(!all)}
          className="mt-2 text-sm font-medium text-berry hover:underline"
        >
          {all
            ? m.catalog_filters_show_fewer()
            : m.catalog_filters_show_all({ count: localDigits(String(list.length)) })}
        </button>
      )}
    </fieldset>
  );
}

/** A checkbox with its label and how many products it leaves. */
export function CheckRow({
  label,
  count,
  checked,
  onChange,
  swatch,
  capitalize,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
  swatch?: string;
  capitalize?: boolean;
}) {
  return (
    <label className="facet">
      <input type="checkbox" className="facet-check" checked={checked} onChange={onChange} />
      {swatch && (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-cocoa/20"
          style={{ background: swatch }}
        />
      )}
      <span className={capitalize ? 'facet-label capitalize' : 'facet-label'}>{label}</span>
      <span className="facet-count">{localDigits(String(count))}</span>
    </label>
  );
}
