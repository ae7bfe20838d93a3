import { getUserProfile } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

/** GET user-profile, for the clientLoader of the profile pages (the token lives in the browser). */
export const fetchProfile = (signal: AbortSignal) =>
  callApi(getUserProfile, {}, { signal }).then((res) => res.data.profile);
