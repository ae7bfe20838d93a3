import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone (UTC); days and slots are computed in Kathmandu. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes: private files (documents, CVs) that must never be served from the public media routes. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
