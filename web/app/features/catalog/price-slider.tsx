import { formatNumber, localDigits, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';

const STEP = 50;
/** A slider moved by keys applies once the keys rest this long; a dragged one when let go. */
const SETTLE_MS = 600;
const rupees = (n: number) =>
  n === PRICE_FILTER_MAX
    ? m.catalog_price_rupees_or_more({ amount: formatNumber(n) })
    : m.catalog_price_rupees({ amount: formatNumber(n) });
const pct = (n: number) => `${((n - PRICE_FILTER_MIN) / (PRICE_FILTER_MAX - PRICE_FILTER_MIN)) * 100}%`;

type Props = {
  idPrefix: string;
  /** Rupees from the URL; null is the bound (0 or 5000). */
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
};

/**
 * Price from 0 to 5000 rupees: a slider with two thumbs (arrow keys move them by 50, each says
 * its price in rupees) and the two prices as numbers for exact entry. A change is applied when
 * the thumb is let go or the keys rest, never once per step.
 */
export function PriceSlider({ idPrefix, min, max, onApply }: Props) {
  const [lo, setLo] = useState(min ?? PRICE_FILTER_MIN);
  const [hi, setHi] = useState(max ?? PRICE_FILTER_MAX);
  const latest = useRef({ lo, hi });
  const apply = useRef(onApply);
  apply.current = onApply;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dragging = useRef(false);
  // Follow the URL when it changes from elsewhere (a chip, Clear all, the back button).
  useEffect(() => {
    const next = { lo: min ?? PRICE_FILTER_MIN, hi: max ?? PRICE_FILTER_MAX };
    latest.current = next;
    setLo(next.lo);
    setHi(next.hi);
  }, [min, max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (a: number, b: number) => {
    clearTimeout(timer.current);
    if (a === (min ?? PRICE_FILTER_MIN) && b === (max ?? PRICE_FILTER_MAX)) return;
    apply.current(a === PRICE_FILTER_MIN ? null : a, b === PRICE_FILTER_MAX ? null : b);
  };
  const move = (which: 'lo' | 'hi', v: number) => {
    const next =
      which === 'lo'
        ? { lo: Math.min(v, latest.current.hi), hi: latest.current.hi }
        : { lo: latest.current.lo, hi: Math.max(v, latest.current.lo) };
    latest.current = next;
    setLo(next.lo);
    setHi(next.hi);
    clearTimeout(timer.current);
    if (!dragging.current) timer.current = setTimeout(() => commit(next.lo, next.hi), SETTLE_MS);
  };
  const release = () => {
    if (!dragging.current) return;
    dragging.current = false;
    commit(latest.current.lo, latest.current.hi);
  };
  const thumb = (which: 'lo' | 'hi', value: number, label: string) => (
    <input
      type="range"
      min={PRICE_FILTER_MIN}
      max={PRICE_FILTER_MAX}
      step={STEP}
      value={value}
      aria-label={label}
      aria-valuetext={rupees(value)}
      onChange={(e) => move(which, Number(e.target.value))}
      onPointerDown={() => {
        dragging.current = true;
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onBlur={release}
      // The lower thumb goes on top once it nears the end, so two thumbs at 5000 can still part.
      style={{ zIndex: which === 'lo' && lo > PRICE_FILTER_MAX - 10 * STEP ? 3 : 2 }}
      className="range-thumb"
    />
  );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{m.catalog_price()}</legend>
      <p aria-hidden="true" className="text-sm text-cocoa-soft tabular-nums">
        {rupees(lo)} – {rupees(hi)}
      </p>
      <div className="relative my-2 h-6">
        {/* The track runs between the thumbs' centres at either end. */}
        <div className="absolute inset-x-2.5 top-1/2 h-1 -translate-y-1/2 rounded-full bg-line">
          <div
            className="absolute inset-y-0 rounded-full bg-berry"
            style={{ left: pct(lo), right: pct(PRICE_FILTER_MAX - hi) }}
          />
        </div>
        {thumb('lo', lo, m.catalog_price_min())}
        {thumb('hi', hi, m.catalog_price_max())}
      </div>
      <ExactPrice idPrefix={idPrefix} lo={lo} hi={hi} onApply={commit} />
    </fieldset>
  );
}

/** The same range as two number boxes, applied with Enter or the button. */
function ExactPrice({
  idPrefix,
  lo,
  hi,
  onApply,
}: {
  idPrefix: string;
  lo: number;
  hi: number;
  onApply: (lo: number, hi: number) => void;
}) {
  const [a, setA] = useState(String(lo));
  const [b, setB] = useState(String(hi));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setA(String(lo));
    setB(String(hi));
    setError(null);
  }, [lo, hi]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const x = a.trim() === '' ? PRICE_FILTER_MIN : Number(a);
    const y = b.trim() === '' ? PRICE_FILTER_MAX : Number(b);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return setError(m.catalog_price_not_numbers());
    if (x < PRICE_FILTER_MIN || y > PRICE_FILTER_MAX) {
      return setError(
        m.catalog_price_out_of_range({
          min: localDigits(String(PRICE_FILTER_MIN)),
          max: localDigits(String(PRICE_FILTER_MAX)),
        }),
      );
    }
    if (x > y) return setError(m.catalog_price_min_above_max());
    setError(null);
    onApply(Math.round(x), Math.round(y));
  };
  const errorId = `${idPrefix}-price-error`;
  const box = (id: string, label: string, value: string, set: (v: string) => void) => (
    <label className="min-w-0 flex-1 text-xs text-cocoa-soft">
      <span className="sr-only">{label}</span>
      {/* Text, not number: a number box's spinner leaves no room for "5000" in the sidebar. */}
      <input
        id={`${idPrefix}-${id}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => set(e.target.value)}
        className="w-full min-w-0 rounded-lg border border-line bg-white px-2 py-1.5 text-sm tabular-nums aria-invalid:border-danger"
      />
    </label>
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-1.5">
      {box('min-price', m.catalog_price_min_rupees(), a, setA)}
      <span aria-hidden="true" className="text-cocoa-soft">
        –
      </span>
      {box('max-price', m.catalog_price_max_rupees(), b, setB)}
      <button type="submit" className="btn-secondary min-h-8 px-3 text-sm">
        {m.catalog_price_apply()}
      </button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
