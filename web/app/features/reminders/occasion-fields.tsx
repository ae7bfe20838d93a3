import { formatNumber, maxDayOfMonth, OCCASION_KINDS, REMINDER_DAYS_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { SelectField, TextField, type useForm } from '~/components/form';
import { Trash2 } from '~/components/icon';
import { monthNames, occasionKey, type PersonDraft } from './person-draft';

const KIND_NAMES = {
  birthday: () => m.occasions_kind_birthday(),
  anniversary: () => m.occasions_kind_anniversary(),
  festival: () => m.occasions_kind_festival(),
};

/**
 * One occasion of the person form: what it is, its day on the calendar it is kept in (BS months
 * by name; the days the longest such month can have), and how the reminder comes.
 */
export function OccasionFields({
  form,
  at,
  onRemove,
}: {
  form: ReturnType<typeof useForm<PersonDraft>>;
  at: number;
  onRemove: (() => void) | null;
}) {
  const field = (f: Parameters<typeof occasionKey>[1]) => form.field(occasionKey(at, f));
  const calendar = form.values[occasionKey(at, 'calendar')] ?? 'bs';
  const month = Number(form.values[occasionKey(at, 'month')] ?? '1');
  const days = maxDayOfMonth(calendar === 'ad' ? 'ad' : 'bs', month || 1);
  const n = formatNumber(at + 1);
  const kind = field('kind');
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line bg-cream/40 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-sm font-semibold text-cocoa">{m.occasions_occasion_n({ n })}</legend>
      <SelectField
        label={m.occasions_field_kind()}
        {...kind}
        options={OCCASION_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k]() }))}
      />
      <TextField
        label={m.occasions_field_label()}
        maxLength={40}
        optional={kind.value !== 'festival'}
        {...field('label')}
      />
      <SelectField
        label={m.occasions_field_calendar()}
        {...field('calendar')}
        onValueChange={(v) => {
          form.setValue(occasionKey(at, 'calendar'), v);
          // A day the other calendar's month never has is brought within it.
          const max = maxDayOfMonth(v === 'ad' ? 'ad' : 'bs', month || 1);
          if (Number(form.values[occasionKey(at, 'day')]) > max)
            form.setValue(occasionKey(at, 'day'), String(max));
        }}
        options={[
          { value: 'bs', label: m.occasions_calendar_bs() },
          { value: 'ad', label: m.occasions_calendar_ad() },
        ]}
      />
      <SelectField
        label={m.occasions_field_month()}
        {...field('month')}
        onValueChange={(v) => {
          form.setValue(occasionKey(at, 'month'), v);
          const max = maxDayOfMonth(calendar === 'ad' ? 'ad' : 'bs', Number(v));
          if (Number(form.values[occasionKey(at, 'day')]) > max)
            form.setValue(occasionKey(at, 'day'), String(max));
        }}
        options={monthNames(calendar).map((name, i) => ({ value: String(i + 1), label: name }))}
      />
      <SelectField
        label={m.occasions_field_day()}
        {...field('day')}
        options={Array.from({ length: days }, (_, i) => ({
          value: String(i + 1),
          label: formatNumber(i + 1),
        }))}
      />
      <TextField
        label={m.occasions_field_year()}
        inputMode="numeric"
        maxLength={4}
        optional
        {...field('year')}
      />
      <SelectField
        label={m.occasions_field_days_before()}
        {...field('daysBefore')}
        options={Array.from({ length: REMINDER_DAYS_MAX }, (_, i) => ({
          value: String(i + 1),
          label: m.occasions_days_before_option({ count: formatNumber(i + 1) }),
        }))}
      />
      <SelectField
        label={m.occasions_field_channel()}
        {...field('channel')}
        options={[
          { value: 'email', label: m.occasions_channel_email() },
          { value: 'sms', label: m.occasions_channel_sms() },
        ]}
      />
      {onRemove && (
        <div className="sm:col-span-2 lg:col-span-4">
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-danger hover:bg-white focus-visible:outline-2 focus-visible:outline-berry"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {m.occasions_remove_occasion({ n })}
          </button>
        </div>
      )}
    </fieldset>
  );
}
