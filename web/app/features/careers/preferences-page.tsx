import {
  CAREER_DEPARTMENTS,
  CAREER_LOCATIONS,
  DEPARTMENT_LABEL,
  EMPLOYMENT_TYPE_LABEL,
  EMPLOYMENT_TYPES,
  formatNumber,
  LOCATION_LABEL,
  type TJobPreferences,
  type TVacancy,
  ZJobPreferencesBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, ui, useForm } from '~/components/form';
import { Briefcase } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { toast } from '~/components/toast';
import { savePreferences } from './careers-api';
import { VacancyCard } from './vacancy-card';

type Data = { preferences: TJobPreferences | null; vacancies: TVacancy[] };
const NONE: TJobPreferences = { departments: [], locations: [], types: [] };

/** /profile/vacancy: the kind of work the person wants, and the open vacancies that match it. */
export function PreferencesPage({ data }: { data: Data }) {
  return (
    <PreferencesFrame>
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <PreferencesForm initial={data.preferences ?? NONE} />
        <Matches data={data} />
      </div>
    </PreferencesFrame>
  );
}

/** What the page shows while the preferences and matches are on their way. */
export function PreferencesLoading() {
  return (
    <PreferencesFrame>
      <LoadingLine className="mt-6">{m.careers_loading_preferences()}</LoadingLine>
    </PreferencesFrame>
  );
}

function PreferencesFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.careers_jobs_for_you()}</h1>
        <p className={ui.lead}>{m.careers_jobs_lead()}</p>
      </header>
      {children}
    </div>
  );
}

function Matches({ data }: { data: Data }) {
  if (data.vacancies.length > 0)
    return (
      <section aria-labelledby="matches">
        <h2 id="matches" className="font-display text-xl font-semibold text-cocoa">
          {m.careers_matches({ count: formatNumber(data.vacancies.length) })}
        </h2>
        <ul className="mt-3 space-y-3">
          {data.vacancies.map((v) => (
            <li key={v.id}>
              <VacancyCard vacancy={v} />
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <Briefcase aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">
        {data.preferences ? m.careers_none_match_yet() : m.careers_choose_looking()}
      </h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        {data.preferences ? m.careers_widen() : m.careers_pick_hint()}
      </p>
      <Link to="/careers" className={buttonClass('secondary', 'mt-6')}>
        {m.careers_all_open()}
      </Link>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: TJobPreferences }) {
  const [prefs, setPrefs] = useState<TJobPreferences>(initial);
  // The choices are lists, kept beside the form; the form helper checks and sends them.
  const form = useForm({});
  // After a save the page loads again, so the matches are the server's for the saved choices.
  const { revalidate } = useRevalidator();
  const toggle = <K extends keyof TJobPreferences>(key: K, value: TJobPreferences[K][number]) =>
    setPrefs((p) => {
      const list = p[key] as string[];
      return { ...p, [key]: list.includes(value) ? list.filter((x) => x !== value) : [...list, value] };
    });

  return (
    <form
      className={`${ui.card} space-y-5 sm:p-6`}
      aria-label={m.careers_preferences_label()}
      onSubmit={form.submit(
        ZJobPreferencesBody,
        () => prefs,
        async (body) => {
          const res = await savePreferences(body);
          toast.success(res.message ?? m.careers_saved());
          await revalidate();
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <Group
        legend={m.careers_departments()}
        options={CAREER_DEPARTMENTS}
        labels={DEPARTMENT_LABEL}
        chosen={prefs.departments}
        onToggle={(v) => toggle('departments', v)}
      />
      <Group
        legend={m.careers_locations()}
        options={CAREER_LOCATIONS}
        labels={LOCATION_LABEL}
        chosen={prefs.locations}
        onToggle={(v) => toggle('locations', v)}
      />
      <Group
        legend={m.careers_type_of_work()}
        options={EMPLOYMENT_TYPES}
        labels={EMPLOYMENT_TYPE_LABEL}
        chosen={prefs.types}
        onToggle={(v) => toggle('types', v)}
      />
      <p className={ui.hint}>{m.careers_empty_group()}</p>
      <SubmitButton busy={form.busy} busyLabel={m.careers_saving()} className="w-full">
        {m.careers_save_preferences()}
      </SubmitButton>
    </form>
  );
}

function Group<T extends string>({
  legend,
  options,
  labels,
  chosen,
  onToggle,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  chosen: readonly T[];
  onToggle: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-cocoa">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 text-sm text-cocoa has-[:checked]:border-berry has-[:checked]:bg-berry-soft has-[:checked]:text-berry-dark has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-berry"
          >
            <input
              type="checkbox"
              className="size-4 accent-berry"
              checked={chosen.includes(o)}
              onChange={() => onToggle(o)}
            />
            {labels[o]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
