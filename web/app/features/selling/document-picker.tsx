import { formatNumber, SELLER_DOCUMENTS_MAX, type TSellerDocument } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { buttonClass, ui } from '~/components/form';
import { FileText as FileIcon, LoaderCircle, Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { checkDocument, uploadDocument } from './selling-api';

const sizeText = (n: number) =>
  n < 1024 * 1024 ? `${Math.ceil(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Chooses and uploads the application's documents at once; each can be removed again. */
export function DocumentPicker({
  documents,
  onChange,
  error,
}: {
  documents: TSellerDocument[];
  onChange: (docs: TSellerDocument[]) => void;
  error?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  async function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const why: string[] = [];
    let docs = documents;
    for (const file of Array.from(files)) {
      const problem = checkDocument(file);
      if (problem) {
        why.push(m.selling_file_problem({ file: file.name, problem }));
        continue;
      }
      if (docs.length >= SELLER_DOCUMENTS_MAX) {
        why.push(m.selling_at_most_documents({ file: file.name, max: formatNumber(SELLER_DOCUMENTS_MAX) }));
        continue;
      }
      setBusy(file.name);
      try {
        docs = [...docs, await uploadDocument(file)];
        onChange(docs);
      } catch (e) {
        why.push(m.selling_file_problem({ file: file.name, problem: errorMessage(e) }));
      }
    }
    setBusy(null);
    setProblems(why);
  }

  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {m.selling_documents()}
      </label>
      <p id={`${id}-hint`} className={`${ui.hint} mt-1`}>
        {m.selling_documents_hint()}
      </p>
      {error && (
        <p id={`${id}-error`} className={`${ui.error} mt-1`}>
          {error}
        </p>
      )}
      {documents.length > 0 && (
        <ul className="mt-3 space-y-2">
          {documents.map((d) => (
            <li
              key={d.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-cream/50 px-3 py-2"
            >
              <FileIcon aria-hidden="true" className="size-5 shrink-0 text-berry" />
              <span className="min-w-0 flex-1 truncate text-cocoa">{d.name}</span>
              <span className="text-sm text-cocoa-soft">{sizeText(d.size)}</span>
              <button
                type="button"
                onClick={() => onChange(documents.filter((x) => x.id !== d.id))}
                className="grid size-9 place-items-center rounded-full text-cocoa-soft hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-berry"
                aria-label={m.selling_remove_named({ name: d.name })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <input
          id={id}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(e) => {
            void choose(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-berry',
            'sm',
          )}
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {busy
            ? m.selling_uploading_named({ name: busy })
            : documents.length
              ? m.selling_add_another_document()
              : m.selling_choose_file()}
        </label>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1">
          {problems.map((p) => (
            <li key={p} className={ui.error}>
              {p}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
