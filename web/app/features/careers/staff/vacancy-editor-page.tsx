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
  { value: 'draft', label: 'Draft: not shown yet' },
  { value: 'open', label: 'Open: shown on /careers' },
  { value: 'closed', label: 'Closed: no more applications' },
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
        All vacancies
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
        Loading the vacancy…
      </p>
    </EditorFrame>
  );
}

/** /dashboard/vacancies/new and /dashboard/vacancies/:id: write or change a vacancy. */
export function DashboardVacancyEditorPage({ isNew, vacancy }: Awaited<ReturnType<typeof loadVacancy>>) {
  return (
    <EditorFrame title={isNew ? 'New vacancy' : 'Edit vacancy'}>
      {isNew || vacancy ? (
        <VacancyForm key={vacancy?.id ?? 'new'} vacancy={vacancy} />
      ) : (
        <div className="mt-6">
          <FormAlert tone="error">This vacancy was not found.</FormAlert>
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
          toast.success(res.message ?? 'Saved');
          navigate('/dashboard/vacancies');
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField label="Job title" maxLength={120} {...form.field('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Department"
          options={options(CAREER_DEPARTMENTS, DEPARTMENT_LABEL)}
          {...form.field('department')}
        />
        <SelectField
          label="Location"
          options={options(CAREER_LOCATIONS, LOCATION_LABEL)}
          {...form.field('location')}
        />
        <SelectField
          label="Type"
          options={options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABEL)}
          {...form.field('employmentType')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Salary from (Rs. a month)"
          inputMode="numeric"
          optional
          {...form.field('salaryMinPaisa')}
        />
        <TextField
          label="Salary up to (Rs. a month)"
          inputMode="numeric"
          optional
          {...form.field('salaryMaxPaisa')}
        />
      </div>
      <TextAreaField
        label="Description"
        hint='Plain text. Leave a blank line between paragraphs; start a line with "- " for a bullet.'
        maxLength={8000}
        showCount
        {...form.field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Closing date (last day to apply)" type="date" {...form.field('closingDate')} />
        <SelectField label="Status" options={STATUS_OPTIONS} {...form.field('status')} />
      </div>
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        {vacancy ? 'Save changes' : 'Save vacancy'}
      </SubmitButton>
    </form>
  );
}
