import { formatBothCalendars, isIsoDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { TextField, type useForm } from '~/components/form';

export type FestivalDraft = { name: string; nameNe: string; startsOn: string; endsOn: string };

export const emptyFestival: FestivalDraft = { name: '', nameNe: '', startsOn: '', endsOn: '' };

/** A chosen day in both calendars under its field, so staff can check it against the calendar. */
const bothCalendars = (day: string) => (isIsoDate(day) ? formatBothCalendars(day) : undefined);

/** A festival's names and days: the add form's and each row's editor's fields. */
export function FestivalFields({ form }: { form: ReturnType<typeof useForm<FestivalDraft>> }) {
  const starts = form.field('startsOn');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={m.festivals_field_name()} maxLength={80} {...form.field('name')} />
      <TextField label={m.festivals_field_name_ne()} lang="ne" maxLength={80} {...form.field('nameNe')} />
      <TextField
        label={m.festivals_field_starts_on()}
        type="date"
        {...starts}
        hint={bothCalendars(starts.value)}
        onValueChange={(v) => {
          starts.onValueChange(v);
          // A one-day festival is the usual case: the last day follows the first until it is set later.
          if (isIsoDate(v) && (form.values.endsOn === '' || form.values.endsOn < v))
            form.setValue('endsOn', v);
        }}
      />
      <TextField
        label={m.festivals_field_ends_on()}
        type="date"
        min={starts.value || undefined}
        {...form.field('endsOn')}
        hint={bothCalendars(form.values.endsOn) ?? m.festivals_field_ends_on_hint()}
      />
    </div>
  );
}
