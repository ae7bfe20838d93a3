import type { ReactNode } from 'react';

/**
 * An English field and its Nepali twin: side by side on a wide screen, so the translator reads
 * the English beside what they write, and the Nepali under the English on a phone.
 */
export function Twins({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-4 lg:grid-cols-2">{children}</div>;
}
