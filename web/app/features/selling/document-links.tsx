import type { TSellerDocument } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { ui } from '~/components/form';
import { FileText } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { downloadDocument } from './selling-api';

/** The documents of an application as download buttons (they need the sign-in, so no plain links). */
export function DocumentLinks({ documents }: { documents: TSellerDocument[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-medium text-cocoa-soft">{m.selling_documents()}</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {documents.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              onClick={() => downloadDocument(d).catch((e) => setProblem(errorMessage(e)))}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-medium text-berry hover:bg-berry-soft focus-visible:outline-2 focus-visible:outline-berry"
            >
              <FileText aria-hidden="true" className="size-4" />
              {d.name}
            </button>
          </li>
        ))}
      </ul>
      {problem && <p className={`${ui.error} mt-1`}>{problem}</p>}
    </div>
  );
}
