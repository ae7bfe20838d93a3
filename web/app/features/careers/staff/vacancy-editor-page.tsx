import {
  addDays,
  CAREER_DEPARTMENTS,
  CAREER_LOCATIONS,
  DEPARTMENT_LABEL,
  EMPLOYMENT_TYPE_LABEL,
  EMPLOYMENT_TYPES,
  LOCATION_LABEL,
  type TStaffVacancy,
  todayInKathmandu,
  ZVacancyBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { toast } from '~/components/toast';
import { foundOrNull } from '~/lib/route-data';
import { fetchVacancy, saveVacancy } from './careers-api';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

const STATUS_OPTIONS = [
  { value: 'draft', label: m.careers_staff_option_draft() },
  { value: 'open', label: m.careers_staff_option_open() },
  { value: 'closed', label: m.careers_staff_option_closed() },
];

/**
 * The vacancy of the address: "new" writes one (nothing to load), a number edits that one, and
 * anything else, like a number the API does not know, finds nothing (null). What the vacancy
 * route's clientLoader gives.
 */
export async function loadVacancy(param: string, signal: AbortSignal) {
  if (param === 'new') return { isNew: true, vacancy: null };
  const id = /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0;
  return { isNew: false, vacancy: await foundOrNull(fetchVacancy(id, signal)) };
}

function EditorFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/vacancies" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.careers_staff_all_vacancies()}
      </Link>
      {title && <h1 className={`${ui.heading} mt-4`}>{title}</h1>}
      {children}
    </div>
  );
}

/** The vacancy editor's HydrateFallback. */
export function VacancyLoading() {
  return (
    <EditorFrame>
      <p role="status" className="mt-6 text-cocoa-soft">
        {m.careers_staff_loading_vacancy()}
      </p>
    </EditorFrame>
  );
}

/** /dashboard/vacancies/new and /dashboard/vacancies/:id: write or change a vacancy. */
export function DashboardVacancyEditorPage({ isNew, vacancy }: Awaited<ReturnType<typeof loadVacancy>>) {
  return (
    <EditorFrame title={isNew ? m.careers_staff_new_vacancy() : m.careers_staff_edit_vacancy()}>
      {isNew || vacancy ? (
        <VacancyForm key={vacancy?.id ?? 'new'} vacancy={vacancy} />
      ) : (
        <div className="mt-6">
          <FormAlert tone="error">{m.careers_staff_vacancy_missing()}</FormAlert>
        </div>
      )}
    </EditorFrame>
  );
}

const rupees = (paisa: number | null) => (paisa === null ? '' : String(paisa / 100));
const toPaisa = (s: string) => (s.trim() === '' ? null : Math.round(Number(s.replace(/,/g, '')) * 100));

function VacancyForm({ vacancy }: { vacancy: TStaffVacancy | null }) {
  const navigate = useNavigate();
  const form = useForm({
    title: vacancy?.title ?? '',
    department: vacancy?.department ?? 'kitchen',
    location: vacancy?.location ?? 'kathmandu',
    employmentType: vacancy?.employmentType ?? 'full_time',
    salaryMinPaisa: rupees(vacancy?.salaryMinPaisa ?? null),
    salaryMaxPaisa: rupees(vacancy?.salaryMaxPaisa ?? null),
    description: vacancy?.description ?? '',
    closingDate: vacancy?.closingDate ?? addDays(todayInKathmandu(), 30),
    status: vacancy?.status ?? 'draft',
  });
  return (
    <form
      noValidate
      className={`${ui.card} mt-6 space-y-4`}
      onSubmit={form.submit(
        ZVacancyBody,
        (v) => ({
          ...v,
          salaryMinPaisa: toPaisa(v.salaryMinPaisa),
          salaryMaxPaisa: toPaisa(v.salaryMaxPaisa),
        }),
        async (body) => {
          const res = await saveVacancy(vacancy?.id ?? null, body);
          toast.success(res.message ?? m.careers_staff_saved());
          navigate('/dashboard/vacancies');
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField label={m.careers_staff_job_title()} maxLength={120} {...form.field('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={m.careers_department()}
          options={options(CAREER_DEPARTMENTS, DEPARTMENT_LABEL)}
          {...form.field('department')}
        />
        <SelectField
          label={m.careers_location()}
          options={options(CAREER_LOCATIONS, LOCATION_LABEL)}
          {...form.field('location')}
        />
        <SelectField
          label={m.careers_type()}
          options={options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABEL)}
          {...form.field('employmentType')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.careers_staff_salary_from()}
          inputMode="numeric"
          optional
          {...form.field('salaryMinPaisa')}
        />
        <TextField
          label={m.careers_staff_salary_to()}
          inputMode="numeric"
          optional
          {...form.field('salaryMaxPaisa')}
        />
      </div>
      <TextAreaField
        label={m.careers_staff_description()}
        hint={m.careers_staff_description_hint()}
        maxLength={8000}
        showCount
        {...form.field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.careers_staff_closing_date()} type="date" {...form.field('closingDate')} />
        <SelectField label={m.careers_staff_status()} options={STATUS_OPTIONS} {...form.field('status')} />
      </div>
      <SubmitButton busy={form.busy} busyLabel={m.careers_staff_saving()}>
        {vacancy ? m.careers_staff_save_changes() : m.careers_staff_save_vacancy()}
      </SubmitButton>
    </form>
  );
}
