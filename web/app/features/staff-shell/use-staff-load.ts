import { type Load, useLoad } from '~/lib/use-load';

export type StaffLoad<T> = Load<T>;

/** A dashboard answer: a customer's 403 and another store's 404 are states the page words. */
export const useStaffLoad = <T>(load: (signal: AbortSignal) => Promise<T>, enabled: boolean) =>
  useLoad(load, { enabled, classify: true });
