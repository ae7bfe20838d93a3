import {
  API_PREFIX,
  type TJobApplicationMoveBody,
  type TStaffJobApplication,
  type TStaffJobApplicationsQuery,
  type TStaffVacanciesQuery,
  type TVacancyBody,
  type TVacancyStatus,
} from '@upahar/contract';
import {
  createVacancy,
  getStaffJobApplication,
  getStaffVacancy,
  listStaffJobApplications,
  listStaffVacancies,
  moveJobApplication,
  setVacancyStatus,
  updateVacancy,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { downloadFile } from '~/lib/authorised-fetch';
import { callApi } from '~/lib/browser-api';

// The admins' careers pages under the dashboard API.

export const fetchVacancies = (query: TStaffVacanciesQuery, signal?: AbortSignal) =>
  callApi(listStaffVacancies, { query }, { signal });
export const fetchVacancy = (id: number, signal?: AbortSignal) =>
  callApi(getStaffVacancy, { params: { id } }, { signal }).then((r) => r.data);
export const saveVacancy = (id: number | null, body: TVacancyBody) =>
  id === null ? callApi(createVacancy, { body }) : callApi(updateVacancy, { params: { id }, body });
export const changeVacancyStatus = (id: number, status: TVacancyStatus) =>
  callApi(setVacancyStatus, { params: { id }, body: { status } });

export const fetchJobApplications = (query: TStaffJobApplicationsQuery, signal?: AbortSignal) =>
  callApi(listStaffJobApplications, { query }, { signal });
export const fetchJobApplication = (id: string, signal?: AbortSignal) =>
  callApi(getStaffJobApplication, { params: { id } }, { signal }).then((r) => r.data);
export const moveApplication = (id: string, body: TJobApplicationMoveBody) =>
  callApi(moveJobApplication, { params: { id }, body });

/** The bearer token rides in a header, so the CV downloads through fetch and a blob, not a link. */
export const downloadCv = (app: TStaffJobApplication) =>
  downloadFile(`${API_PREFIX.dashboard}/job-applications/${app.id}/cv`, {
    name: app.cv.name,
    missing: m.careers_staff_cv_missing(),
    failed: m.careers_staff_download_failed(),
  });
