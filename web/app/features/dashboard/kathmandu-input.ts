import { KATHMANDU_OFFSET_MINUTES } from '@upahar/contract';

// Staff type times on Kathmandu's clock in datetime-local fields, whatever the browser's zone.

const OFFSET_MS = KATHMANDU_OFFSET_MINUTES * 60_000;

/** An instant as a datetime-local value in Kathmandu time. */
export const toKathmanduInput = (iso: string) =>
  new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value typed in Kathmandu time as an ISO instant with its offset. */
export const fromKathmanduInput = (value: string) => (value ? `${value}:00+05:45` : null);
