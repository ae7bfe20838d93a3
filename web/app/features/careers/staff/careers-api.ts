import {
  API_PREFIX,
  REQUEST_TIMEOUT_MS,
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
import { ApiError, callApi, getToken } from '~/lib/browser-api';

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
export async function downloadCv(app: TStaffJobApplication) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX.dashboard}/job-applications/${app.id}/cv`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
  } catch {
    throw new ApiError('Network Error', 0);
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok)
    throw new ApiError(res.status === 404 ? 'This CV was not found' : 'Download failed', res.status);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = app.cv.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
