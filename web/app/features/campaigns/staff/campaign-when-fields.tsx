import { m } from '@upahar/contract/messages';
import { TextField } from '~/components/form';

/** A date and a time on Kathmandu's clock, side by side; the error sits under the date. */
export function KathmanduWhenFields({
  name,
  label,
  date,
  time,
  onDate,
  onTime,
  error,
}: {
  name: string;
  label: string;
  date: string;
  time: string;
  onDate: (v: string) => void;
  onTime: (v: string) => void;
  error?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{m.campaigns_staff_when_legend({ label })}</legend>
      <div className="grid gap-3 min-[28rem]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TextField
          label={m.campaigns_staff_when_date({ label })}
          name={`${name}Date`}
          type="date"
          value={date}
          error={error}
          onValueChange={onDate}
        />
        <TextField
          label={m.campaigns_staff_time()}
          name={`${name}Time`}
          type="time"
          value={time}
          hint={m.campaigns_staff_kathmandu()}
          onValueChange={onTime}
        />
      </div>
    </fieldset>
  );
}
