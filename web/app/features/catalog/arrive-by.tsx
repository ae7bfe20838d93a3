import {
  addDays,
  arriveByFault,
  localDigits,
  MAX_DELIVERY_DAYS_AHEAD,
  type TFilterBox,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';

/** A date typed digit by digit passes through other dates: apply the one the typing rests on. */
const SETTLE_MS = 500;

/**
 * "Can arrive by": today or tomorrow in one press (with how many products can), or any date up to
 * the last one deliveries are booked for. Only products whose earliest delivery is on or before
 * the date stay. Hidden when every product can already arrive today.
 */
export function ArriveByField({
  idPrefix,
  counts,
  total,
  value,
  onChange,
}: {
  idPrefix: string;
  counts: TFilterBox['arriveBy'];
  total: number;
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const today = todayInKathmandu();
  const tomorrow = addDays(today, 1);
  const [typed, setTyped] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setTyped(value ?? ''), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (value === null && (total === 0 || counts.today >= total)) return null;

  const quick = (date: string, label: string, count: number) => {
    const on = value === date;
    return (
      <button
        type="button"
        aria-pressed={on}
        // Nothing can come that day (today after the cut-off): nothing to press for.
        disabled={!on && count === 0}
        onClick={() => onChange(on ? null : date)}
        className={`flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 ${
          on
            ? 'border-berry bg-berry text-white'
            : 'border-line bg-white text-cocoa enabled:hover:border-berry'
        }`}
      >
        {label}
        <span className={`text-xs tabular-nums ${on ? 'text-white' : 'text-cocoa-soft'}`}>
          {localDigits(String(count))}
        </span>
      </button>
    );
  };
  const pick = (date: string) => {
    setTyped(date);
    clearTimeout(timer.current);
    if (date === '') return onChange(null);
    if (arriveByFault(date, today)) return;
    timer.current = setTimeout(() => onChange(date), SETTLE_MS);
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{m.catalog_arrive_by()}</legend>
      <div className="flex gap-2">
        {quick(today, m.catalog_arrive_today(), counts.today)}
        {quick(tomorrow, m.catalog_arrive_tomorrow(), counts.tomorrow)}
      </div>
      <label htmlFor={`${idPrefix}-arrive-by`} className="mt-2 block text-xs text-cocoa-soft">
        {m.catalog_arrive_choose_date()}
      </label>
      <input
        id={`${idPrefix}-arrive-by`}
        type="date"
        min={today}
        max={addDays(today, MAX_DELIVERY_DAYS_AHEAD)}
        value={typed}
        onChange={(e) => pick(e.target.value)}
        className="mt-1 w-full rounded-lg border border-line bg-white px-2.5 py-1.5 text-sm"
      />
    </fieldset>
  );
}
