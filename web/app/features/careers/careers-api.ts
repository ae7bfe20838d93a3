import {
  API_PREFIX,
  CV_MAX_BYTES,
  formatNumber,
  type TCareerCv,
  type TJobApplyBody,
  type TJobPreferencesBody,
} from '@upahar/contract';
import {
  applyForVacancy,
  deleteMyCv,
  myCvs,
  myJobApplications,
  myVacancies,
  saveJobPreferences,
  uploadCv,
  withdrawJobApplication,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// Careers from the browser: the CV upload, one's saved CVs, the application, one's applications
// and preferences.

const ACCEPTED_NAME = /\.(pdf|docx)$/i;

/** Why this file cannot be sent as a CV, or null; the server checks its bytes again. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (!ACCEPTED_NAME.test(file.name)) return m.careers_cv_type();
  if (file.size > CV_MAX_BYTES)
    return m.careers_cv_size({ size: formatNumber(CV_MAX_BYTES / (1024 * 1024)) });
  if (file.size === 0) return m.careers_cv_empty();
  return null;
}

const uploadUrl = API_PREFIX[uploadCv.surface] + uploadCv.path;

export const sendCv = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<TCareerCv>(uploadUrl, file, onProgress);

export const sendApplication = (body: TJobApplyBody) => callApi(applyForVacancy, { body });
export const fetchMyApplications = (signal?: AbortSignal) =>
  callApi(myJobApplications, {}, { signal }).then((r) => r.data.applications);
export const withdraw = (id: string) => callApi(withdrawJobApplication, { params: { id } });
export const fetchMyVacancies = (signal?: AbortSignal) =>
  callApi(myVacancies, {}, { signal }).then((r) => r.data);
export const savePreferences = (body: TJobPreferencesBody) => callApi(saveJobPreferences, { body });
export const fetchMyCvs = (signal?: AbortSignal) => callApi(myCvs, {}, { signal }).then((r) => r.data.cvs);
export const removeCv = (id: string) => callApi(deleteMyCv, { params: { id } });
