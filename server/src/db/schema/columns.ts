import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone (UTC); days and slots are computed in Kathmandu. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
