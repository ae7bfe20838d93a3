import type { ReactNode } from 'react';

/** One white card of the order page with its heading (the heading names the region). */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-cocoa">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
