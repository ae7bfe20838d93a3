import { z } from 'zod';
import {
  JOB_APPLICATION_STATUSES,
  VACANCY_STATUSES,
  ZCareerDepartment,
  ZCareerLocation,
  ZEmploymentType,
  ZJobApplication,
  ZVacancy,
} from './careers.ts';
import { numeric, ZIsoDate, zText } from './common.ts';
import { success } from './envelope.ts';

// The admins' side of careers: vacancies written and opened or closed, applications read and
// moved through their states.

const paisa = z
  .number({ error: 'Enter the amount in rupees' })
  .int('Enter whole rupees')
  .min(0, 'Enter an amount of 0 or more')
  .max(2_000_000_000, 'Enter a smaller amount')
  .nullable()
  .default(null);

export const ZVacancyBody = z
  .object({
    title: zText({ error: 'Enter the job title' })
      .trim()
      .min(3, 'Enter the job title (at least 3 characters)')
      .max(120, 'Keep the title under 120 characters'),
    department: ZCareerDepartment,
    location: ZCareerLocation,
    employmentType: ZEmploymentType,
    salaryMinPaisa: paisa,
    salaryMaxPaisa: paisa,
    description: zText({ error: 'Describe the job' })
      .trim()
      .min(30, 'Describe the job (at least 30 characters)')
      .max(8000, 'Keep the description under 8000 characters'),
    closingDate: ZIsoDate,
    status: z.enum(VACANCY_STATUSES, { error: 'Choose draft, open or closed' }),
  })
  .refine(
    (v) => v.salaryMinPaisa === null || v.salaryMaxPaisa === null || v.salaryMaxPaisa >= v.salaryMinPaisa,
    {
      path: ['salaryMaxPaisa'],
      message: 'The highest salary cannot be below the lowest',
    },
  );
export type TVacancyBody = z.input<typeof ZVacancyBody>;

export const ZVacancyStatusBody = z.object({
  status: z.enum(VACANCY_STATUSES, { error: 'Choose draft, open or closed' }),
});

export const ZStaffVacancy = ZVacancy.extend({ applicationCount: z.number().int() });
export type TStaffVacancy = z.infer<typeof ZStaffVacancy>;
export const ZStaffVacancyResponse = success(ZStaffVacancy);

export const ZStaffVacanciesQuery = z.object({
  q: zText().trim().max(100, 'Search with fewer words').optional(),
  status: z.enum(VACANCY_STATUSES).optional(),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TStaffVacanciesQuery = z.input<typeof ZStaffVacanciesQuery>;
export const ZStaffVacanciesResponse = success(z.object({ vacancies: z.array(ZStaffVacancy) }));

export const ZStaffJobApplicationsQuery = z.object({
  vacancyId: numeric(z.number().int().min(1).max(2_147_483_647)).optional(),
  status: z.enum(JOB_APPLICATION_STATUSES).optional(),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TStaffJobApplicationsQuery = z.input<typeof ZStaffJobApplicationsQuery>;

export const ZStaffJobApplication = ZJobApplication.extend({
  /** For the team only; never shown to the applicant. */
  staffNote: z.string().nullable(),
});
export type TStaffJobApplication = z.infer<typeof ZStaffJobApplication>;
export const ZStaffJobApplicationResponse = success(ZStaffJobApplication);
export const ZStaffJobApplicationsResponse = success(
  z.object({ applications: z.array(ZStaffJobApplication) }),
);

/** Staff move an application on; withdrawing is the applicant's own step. */
export const ZJobApplicationMoveBody = z.object({
  status: z.enum(['received', 'shortlisted', 'interview', 'offered', 'rejected'], {
    error: 'Choose received, shortlisted, interview, offered or not selected',
  }),
  note: zText()
    .trim()
    .max(1000, 'Keep the note under 1000 characters')
    .optional()
    .transform((s) => s || null),
});
export type TJobApplicationMoveBody = z.input<typeof ZJobApplicationMoveBody>;
