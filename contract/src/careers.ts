import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { blankToUndefined, numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZContactEmail, ZMobile } from './sellers.ts';

// Working at Upahar: open vacancies, one application per vacancy per person with a private CV,
// and the job preferences a signed-in person keeps to see matching vacancies.

export const CAREER_DEPARTMENTS = [
  'kitchen',
  'delivery',
  'customer_care',
  'marketing',
  'operations',
] as const;
export const CAREER_LOCATIONS = ['kathmandu', 'lalitpur', 'bhaktapur', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export const VACANCY_STATUSES = ['draft', 'open', 'closed'] as const;
export const JOB_APPLICATION_STATUSES = [
  'received',
  'shortlisted',
  'interview',
  'offered',
  'rejected',
  'withdrawn',
] as const;
/** An applicant may withdraw until the shop has decided (offered or rejected). */
export const WITHDRAWABLE_STATUSES = ['received', 'shortlisted', 'interview'] as const;

export type TCareerDepartment = (typeof CAREER_DEPARTMENTS)[number];
export type TCareerLocation = (typeof CAREER_LOCATIONS)[number];
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type TVacancyStatus = (typeof VACANCY_STATUSES)[number];
export type TJobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

// The labels are read when shown, so each page says them in its language.
export const DEPARTMENT_LABEL: Record<TCareerDepartment, string> = {
  get kitchen() {
    return m.careers_department_kitchen();
  },
  get delivery() {
    return m.careers_department_delivery();
  },
  get customer_care() {
    return m.careers_department_customer_care();
  },
  get marketing() {
    return m.careers_department_marketing();
  },
  get operations() {
    return m.careers_department_operations();
  },
};
export const LOCATION_LABEL: Record<TCareerLocation, string> = {
  get kathmandu() {
    return m.careers_location_kathmandu();
  },
  get lalitpur() {
    return m.careers_location_lalitpur();
  },
  get bhaktapur() {
    return m.careers_location_bhaktapur();
  },
  get remote() {
    return m.careers_location_remote();
  },
};
export const EMPLOYMENT_TYPE_LABEL: Record<TEmploymentType, string> = {
  get full_time() {
    return m.careers_type_full_time();
  },
  get part_time() {
    return m.careers_type_part_time();
  },
  get contract() {
    return m.careers_type_contract();
  },
  get internship() {
    return m.careers_type_internship();
  },
};
export const JOB_APPLICATION_STATUS_LABEL: Record<TJobApplicationStatus, string> = {
  get received() {
    return m.careers_status_received();
  },
  get shortlisted() {
    return m.careers_status_shortlisted();
  },
  get interview() {
    return m.careers_status_interview();
  },
  get offered() {
    return m.careers_status_offered();
  },
  get rejected() {
    return m.careers_status_rejected();
  },
  get withdrawn() {
    return m.careers_status_withdrawn();
  },
};

export const VACANCIES_PER_PAGE = 12;
export const JOB_APPLICATIONS_PER_PAGE = 20;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CV_TYPE_MESSAGE = 'Upload your CV as a PDF or a Word (.docx) file';
export const CV_SIZE_MESSAGE = `A CV can be at most ${CV_MAX_BYTES / (1024 * 1024)} MB`;

const text = (what: string, min: number, max: number) =>
  zText({ error: `Enter ${what}` })
    .trim()
    .min(min, min > 1 ? `Enter ${what} (at least ${min} characters)` : `Enter ${what}`)
    .max(max, `Keep ${what} under ${max} characters`);

export const ZCareerDepartment = z.enum(CAREER_DEPARTMENTS, { error: 'Choose a department from the list' });
export const ZCareerLocation = z.enum(CAREER_LOCATIONS, { error: 'Choose a location from the list' });
export const ZEmploymentType = z.enum(EMPLOYMENT_TYPES, {
  error: 'Choose full-time, part-time, contract or internship',
});

export const ZVacancy = z.object({
  id: z.number().int(),
  title: z.string(),
  department: ZCareerDepartment,
  location: ZCareerLocation,
  employmentType: ZEmploymentType,
  salaryMinPaisa: z.number().int().nullable(),
  salaryMaxPaisa: z.number().int().nullable(),
  /** Plain text: blank lines split paragraphs, lines starting "- " are bullets. Never HTML. */
  description: z.string(),
  /** The last day to apply, a Kathmandu calendar date. */
  closingDate: z.string(),
  status: z.enum(VACANCY_STATUSES),
  /** Open and the closing date not yet past: applications are taken. */
  isOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVacancy = z.infer<typeof ZVacancy>;

export const ZVacanciesQuery = z.object({
  // The filter form sends "All departments" and the like as empty values.
  department: z.preprocess(blankToUndefined, ZCareerDepartment.optional()),
  location: z.preprocess(blankToUndefined, ZCareerLocation.optional()),
  type: z.preprocess(blankToUndefined, ZEmploymentType.optional()),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TVacanciesQuery = z.input<typeof ZVacanciesQuery>;
/** The vacancies query as read: blank filters are gone, the page is a number. */
export type TVacanciesFilter = z.output<typeof ZVacanciesQuery>;
export const ZVacanciesResponse = success(z.object({ vacancies: z.array(ZVacancy) }));
export const ZVacancyIdParams = z.object({
  id: numeric(z.number({ error: 'No such vacancy' }).int('No such vacancy').min(1).max(2_147_483_647)),
});
export const ZVacancyResponse = success(ZVacancy);

export const ZCareerCv = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TCareerCv = z.infer<typeof ZCareerCv>;
export const ZCareerCvResponse = success(ZCareerCv);

/** A CV the person sent with an application and may send again, until they remove it. */
export const ZMyCv = ZCareerCv.extend({
  /** ISO time it was uploaded. */
  uploadedAt: z.string(),
  /** How many of the person's applications went with it. */
  applicationCount: z.number().int(),
});
export type TMyCv = z.infer<typeof ZMyCv>;
/** GET profile/cvs, and the answer to removing one: the person's CVs, newest first. */
export const ZMyCvsResponse = success(z.object({ cvs: z.array(ZMyCv) }));
export const ZCvIdParams = z.object({ id: z.uuid('No such CV') });

/** An application as the form sends it; the CV was uploaded first (career/upload) or sent before. */
export const ZJobApplyBody = z.object({
  vacancyId: numeric(z.number({ error: 'Choose a vacancy' }).int().min(1).max(2_147_483_647)),
  name: text('your name', 2, 80),
  email: ZContactEmail,
  phone: ZMobile,
  coverLetter: text('a cover letter', 30, 5000),
  cvId: z.uuid('Upload your CV'),
});
export type TJobApplyBody = z.input<typeof ZJobApplyBody>;

export const ZJobApplication = z.object({
  id: z.string(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  vacancy: z.object({
    id: z.number().int(),
    title: z.string(),
    department: ZCareerDepartment,
    location: ZCareerLocation,
    isOpen: z.boolean(),
  }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  coverLetter: z.string(),
  cv: ZCareerCv,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TJobApplication = z.infer<typeof ZJobApplication>;
export const ZJobApplicationResponse = success(ZJobApplication);
export const ZMyJobApplicationsResponse = success(z.object({ applications: z.array(ZJobApplication) }));
export const ZJobApplicationIdParams = z.object({ id: z.uuid('No such application') });

const pick = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .default([])
    .transform((xs) => [...new Set(xs)]);

export const ZJobPreferencesBody = z.object({
  departments: pick(ZCareerDepartment, CAREER_DEPARTMENTS.length),
  locations: pick(ZCareerLocation, CAREER_LOCATIONS.length),
  types: pick(ZEmploymentType, EMPLOYMENT_TYPES.length),
});
export type TJobPreferencesBody = z.input<typeof ZJobPreferencesBody>;
export const ZJobPreferences = z.object({
  departments: z.array(ZCareerDepartment),
  locations: z.array(ZCareerLocation),
  types: z.array(ZEmploymentType),
});
export type TJobPreferences = z.infer<typeof ZJobPreferences>;
export const ZMyVacanciesResponse = success(
  z.object({ preferences: ZJobPreferences.nullable(), vacancies: z.array(ZVacancy) }),
);
