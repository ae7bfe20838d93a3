import { KATHMANDU_OFFSET_MINUTES, kathmanduInstant } from '@upahar/contract';

// Staff type times on Kathmandu's clock in datetime-local fields, whatever the browser's zone.

const OFFSET_MS = KATHMANDU_OFFSET_MINUTES * 60_000;

/** An instant as a datetime-local value in Kathmandu time. */
export const toKathmanduInput = (iso: string) =>
  new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value typed in Kathmandu time as an ISO instant with its offset. */
export const fromKathmanduInput = (value: string) => (value ? `${value}:00+05:45` : null);

/** A datetime-local value read on Kathmandu's clock, as an instant; '' stays '' for the form's message. */
export function instantOfKathmanduInput(v: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(v);
  return m ? kathmanduInstant(m[1], Number(m[2]), Number(m[3])).toISOString() : '';
}
