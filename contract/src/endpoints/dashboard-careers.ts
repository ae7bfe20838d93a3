import { ZJobApplicationIdParams, ZVacancyIdParams } from '../careers.ts';
import {
  ZJobApplicationMoveBody,
  ZStaffJobApplicationResponse,
  ZStaffJobApplicationsQuery,
  ZStaffJobApplicationsResponse,
  ZStaffVacanciesQuery,
  ZStaffVacanciesResponse,
  ZStaffVacancyResponse,
  ZVacancyBody,
  ZVacancyStatusBody,
} from '../careers-dashboard.ts';
import { defineEndpoint } from '../endpoint.ts';

// Admins only: sellers are staff too and get 403 here.
const staff = { surface: 'dashboard', tag: 'dashboard careers', access: 'staff' } as const;

export const listStaffVacancies = defineEndpoint({
  ...staff,
  id: 'listStaffVacancies',
  method: 'GET',
  path: '/vacancies',
  summary: 'Admins: every vacancy by title and status, a page at a time, with its number of applications',
  query: ZStaffVacanciesQuery,
  response: ZStaffVacanciesResponse,
});

export const getStaffVacancy = defineEndpoint({
  ...staff,
  id: 'getStaffVacancy',
  method: 'GET',
  path: '/vacancies/:id',
  summary: 'Admins: one vacancy, drafts included',
  params: ZVacancyIdParams,
  response: ZStaffVacancyResponse,
  errors: [404],
});

export const createVacancy = defineEndpoint({
  ...staff,
  id: 'createVacancy',
  auditLabel: 'Wrote a vacancy',
  method: 'POST',
  path: '/vacancies',
  summary: 'Admins: write a vacancy (a draft, or open straight away)',
  body: ZVacancyBody,
  response: ZStaffVacancyResponse,
  statuses: [201],
});

export const updateVacancy = defineEndpoint({
  ...staff,
  id: 'updateVacancy',
  auditLabel: 'Changed a vacancy',
  method: 'PUT',
  path: '/vacancies/:id',
  summary: 'Admins: change a vacancy',
  params: ZVacancyIdParams,
  body: ZVacancyBody,
  response: ZStaffVacancyResponse,
  errors: [404],
});

export const setVacancyStatus = defineEndpoint({
  ...staff,
  id: 'setVacancyStatus',
  auditLabel: 'Opened or closed a vacancy',
  method: 'POST',
  path: '/vacancies/:id/status',
  summary: 'Admins: open or close a vacancy (or put it back to draft)',
  params: ZVacancyIdParams,
  body: ZVacancyStatusBody,
  response: ZStaffVacancyResponse,
  errors: [404],
});

export const listStaffJobApplications = defineEndpoint({
  ...staff,
  id: 'listStaffJobApplications',
  method: 'GET',
  path: '/job-applications',
  summary: 'Admins: applications for vacancies, by vacancy and status, newest first',
  query: ZStaffJobApplicationsQuery,
  response: ZStaffJobApplicationsResponse,
});

export const getStaffJobApplication = defineEndpoint({
  ...staff,
  id: 'getStaffJobApplication',
  method: 'GET',
  path: '/job-applications/:id',
  summary: 'Admins: one application for a vacancy',
  params: ZJobApplicationIdParams,
  response: ZStaffJobApplicationResponse,
  errors: [404],
});

export const moveJobApplication = defineEndpoint({
  ...staff,
  id: 'moveJobApplication',
  auditLabel: 'Moved a job application',
  method: 'POST',
  path: '/job-applications/:id/status',
  summary:
    'Admins: move an application to another state with an optional team note; the applicant is e-mailed',
  params: ZJobApplicationIdParams,
  body: ZJobApplicationMoveBody,
  response: ZStaffJobApplicationResponse,
  errors: [404, 409],
});
