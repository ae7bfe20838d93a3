import { addDays, formatBsDate, formatDate, relativeDay, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { ui } from '~/components/form';

/** Quick picks shown beside the date field: the first few possible days. */
const QUICK_DAYS = 4;

/**
 * The delivery date: a date field bounded by the server's firstDeliveryDate (from
 * delivery-charge) and the last bookable day, with the first few days one tap away.
 */
export function DeliveryWhen({
  date,
  firstDate,
  maxDate,
  onChange,
}: {
  date: string;
  firstDate: string | null;
  maxDate: string;
  onChange: (date: string) => void;
}) {
  const id = useId();
  const today = todayInKathmandu();
  const min = firstDate ?? today;
  const quick = firstDate ? Array.from({ length: QUICK_DAYS }, (_, i) => addDays(firstDate, i)) : [];
  const tooEarly = firstDate !== null && date !== '' && date < firstDate;
  // Before the earliest day: why it cannot be; otherwise the chosen day in both calendars.
  const about = tooEarly
    ? m.checkout_too_early()
    : date
      ? m.checkout_date_chosen({ date: formatDate(date, 'day', { bs: true }) })
      : '';

  return (
    <div className="space-y-3">
      {quick.length > 0 && (
        <fieldset className="flex flex-wrap gap-2" aria-label={m.checkout_quick_dates()}>
          {quick.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === date}
              onClick={() => onChange(d)}
              className="min-h-10 rounded-full border border-line bg-white px-4 text-sm font-medium text-cocoa hover:border-berry/60 aria-pressed:border-berry aria-pressed:bg-berry aria-pressed:text-white"
            >
              {/* The day as the shopper says it, then its Bikram Sambat date. */}
              <span>{relativeDay(d, today)}</span>
              <span className="font-normal"> · {formatBsDate(d, undefined, false)}</span>
            </button>
          ))}
        </fieldset>
      )}
      <div>
        <label htmlFor={`${id}-date`} className={ui.label}>
          {m.checkout_delivery_date()}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          min={min}
          max={maxDate}
          disabled={!firstDate}
          onChange={(e) => {
            const v = e.currentTarget.value;
            // Typed dates outside the bounds are refused here; the server would refuse them too.
            if (v && v >= min && v <= maxDate) onChange(v);
          }}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooEarly || undefined}
          className={`${ui.input} sm:max-w-60`}
        />
        <p id={`${id}-hint`} className={`mt-1.5 ${tooEarly ? ui.error : ui.hint}`}>
          {firstDate
            ? m.checkout_earliest({ about, date: formatDate(firstDate, 'day', { bs: true }) })
            : m.checkout_wait_where()}
        </p>
      </div>
    </div>
  );
}
