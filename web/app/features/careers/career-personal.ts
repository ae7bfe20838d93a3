import type { TJobApplication, TMyCv } from '@upahar/contract';
import { getToken } from '~/lib/browser-api';
import { fetchMyApplications, fetchMyCvs } from './careers-api';

/**
 * The reader's side of a vacancy's page: their earlier application for it and their saved CVs.
 * Undefined until the browser has read them; null for a visitor.
 */
export type CareerPersonal = { earlier: TJobApplication | null; cvs: TMyCv[] };

/**
 * For the vacancy route's clientLoader: the vacancy is public and rendered on the server, the
 * rest lives behind the token in the browser. Neither part is needed to apply: without the
 * applications the server still refuses a second one with a clear message, and without the CVs
 * the upload still works, so a failure reads as "none".
 */
export async function loadCareerPersonal(
  vacancyId: number,
  signal: AbortSignal,
): Promise<CareerPersonal | null> {
  if (!getToken()) return null;
  const [apps, cvs] = await Promise.all([
    fetchMyApplications(signal).catch(() => []),
    fetchMyCvs(signal).catch(() => []),
  ]);
  return { earlier: apps.find((a) => a.vacancy.id === vacancyId) ?? null, cvs };
}
