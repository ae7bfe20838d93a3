import {
  addDays,
  festivalName,
  festivalOn,
  formatBsDate,
  formatDate,
  relativeDay,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { ui } from '~/components/form';
import { useFestivals } from '~/features/festivals';

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
  // Festivals name the days they fall on: shoppers plan gifts around them.
  const festivals = useFestivals(today, maxDate);
  const festivalOf = (d: string) => {
    const f = d ? festivalOn(d, festivals) : null;
    return f ? festivalName(f) : null;
  };
  const tooEarly = firstDate !== null && date !== '' && date < firstDate;
  const chosenFestival = tooEarly ? null : festivalOf(date);
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
          {quick.map((d) => {
            const festival = festivalOf(d);
            const day = `${relativeDay(d, today)} · ${formatBsDate(d, undefined, false)}`;
            return (
              <button
                key={d}
                type="button"
                aria-pressed={d === date}
                // Read aloud, the festival follows the day after a comma, as a phrase of its own.
                aria-label={festival ? `${day}, ${festival}` : undefined}
                onClick={() => onChange(d)}
                className={`group min-h-10 border border-line bg-white px-4 text-sm font-medium text-cocoa hover:border-berry/60 aria-pressed:border-berry aria-pressed:bg-berry aria-pressed:text-white ${festival ? 'rounded-2xl py-1' : 'rounded-full'}`}
              >
                {/* The day as the shopper says it, then its Bikram Sambat date. */}
                <span>{relativeDay(d, today)}</span>
                <span className="font-normal"> · {formatBsDate(d, undefined, false)}</span>
                {/* Under the day, the festival it falls in. */}
                {festival && (
                  <span className="block text-xs font-semibold text-berry group-aria-pressed:text-white">
                    {festival}
                  </span>
                )}
              </button>
            );
          })}
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
        {chosenFestival && (
          <p className="mt-1 text-sm font-semibold text-berry">
            {m.festivals_checkout_chosen({ festival: chosenFestival })}
          </p>
        )}
      </div>
    </div>
  );
}
