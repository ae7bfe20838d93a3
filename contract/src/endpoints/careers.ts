import {
  ZCareerCvResponse,
  ZCvIdParams,
  ZJobApplicationIdParams,
  ZJobApplicationResponse,
  ZJobApplyBody,
  ZJobPreferencesBody,
  ZMyCvsResponse,
  ZMyJobApplicationsResponse,
  ZMyVacanciesResponse,
  ZVacanciesQuery,
  ZVacanciesResponse,
  ZVacancyIdParams,
  ZVacancyResponse,
} from '../careers.ts';
import { defineEndpoint } from '../endpoint.ts';

// Vacancies and applications to work at Upahar. An applicant sees only their own applications
// (anyone else's answer 404); CVs are never served publicly.
const careers = { surface: 'storefront', tag: 'careers' } as const;

export const listVacancies = defineEndpoint({
  ...careers,
  access: 'public',
  id: 'listVacancies',
  method: 'GET',
  path: '/careers',
  summary: 'Open vacancies (closing date not passed), by department, location and type, a page at a time',
  query: ZVacanciesQuery,
  response: ZVacanciesResponse,
});

export const getVacancy = defineEndpoint({
  ...careers,
  access: 'public',
  id: 'getVacancy',
  method: 'GET',
  path: '/career/:id',
  summary: 'One vacancy, open or closed (isOpen says which); drafts and unknown ids answer 404',
  params: ZVacancyIdParams,
  response: ZVacancyResponse,
  errors: [404],
});

export const uploadCv = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'uploadCv',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/career/upload',
  summary:
    'Upload a CV as multipart/form-data: a "file" field (PDF or DOCX by its content, at most 5 MB); kept private',
  response: ZCareerCvResponse,
  errors: [400, 413, 415, 429],
});

export const applyForVacancy = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'applyForVacancy',
  method: 'POST',
  path: '/career/apply',
  summary:
    'Apply for an open vacancy with a CV you uploaded or sent before; one application per vacancy per person (409)',
  body: ZJobApplyBody,
  response: ZJobApplicationResponse,
  statuses: [201],
  errors: [404, 409, 429],
});

export const myCvs = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'myCvs',
  method: 'GET',
  path: '/profile/cvs',
  summary: 'The CVs you sent with applications and may send again, newest first',
  response: ZMyCvsResponse,
});

export const deleteMyCv = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'deleteMyCv',
  method: 'DELETE',
  path: '/profile/cvs/:id',
  summary:
    'Remove one of your CVs: it cannot be sent again; applications already sent with it keep it for the hiring team',
  params: ZCvIdParams,
  response: ZMyCvsResponse,
  errors: [404],
});

export const myJobApplications = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'myJobApplications',
  method: 'GET',
  path: '/profile/applications',
  summary: 'Your applications for vacancies, newest first',
  response: ZMyJobApplicationsResponse,
});

export const withdrawJobApplication = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'withdrawJobApplication',
  method: 'POST',
  path: '/profile/applications/:id/withdraw',
  summary: 'Withdraw one of your applications while the shop has not decided on it',
  params: ZJobApplicationIdParams,
  response: ZJobApplicationResponse,
  errors: [404, 409],
});

export const myVacancies = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'myVacancies',
  method: 'GET',
  path: '/profile/vacancy',
  summary: 'Your saved job preferences and the open vacancies that match them',
  response: ZMyVacanciesResponse,
});

export const saveJobPreferences = defineEndpoint({
  ...careers,
  access: 'user',
  id: 'saveJobPreferences',
  method: 'PUT',
  path: '/profile/vacancy',
  summary: 'Save the departments, locations and types of work you want (empty means any)',
  body: ZJobPreferencesBody,
  response: ZMyVacanciesResponse,
});
