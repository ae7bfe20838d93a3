import { formatNumber, type TCareerCv } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { buttonClass, ui } from '~/components/form';
import { FileText, Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { cvFileProblem, sendCv } from './careers-api';

export const sizeText = (n: number) =>
  n < 1024 * 1024
    ? `${formatNumber(Math.ceil(n / 1024))} KB`
    : `${formatNumber(n / 1024 / 1024, { decimals: 1 })} MB`;

export const CV_HINT = m.careers_cv_hint();

/**
 * Chooses the CV file and uploads it at once, with a progress bar; the uploaded file stays until
 * removed. `nested`: inside the choice between saved CVs, which already carries the label and hint.
 */
export function CvUpload({
  cv,
  onChange,
  error,
  nested = false,
}: {
  cv: TCareerCv | null;
  onChange: (cv: TCareerCv | null) => void;
  error?: string;
  nested?: boolean;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    const why = cvFileProblem(file);
    setProblem(why);
    if (why) return;
    setProgress(0);
    try {
      onChange(await sendCv(file, setProgress));
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div>
      <label htmlFor={id} className={nested ? 'sr-only' : ui.label}>
        {nested ? m.careers_new_cv_file() : m.careers_cv()}
      </label>
      <p id={`${id}-hint`} className={nested ? 'sr-only' : `${ui.hint} mt-1`}>
        {CV_HINT}
      </p>
      {cv && (
        <div className="mt-3 flex items-center gap-3 rounded-xl border border-line bg-cream/50 px-3 py-2">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-berry" />
          <span className="min-w-0 flex-1 truncate text-cocoa" data-testid="cv-name">
            {cv.name}
          </span>
          <span className="text-sm text-cocoa-soft">{sizeText(cv.size)}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="grid size-9 place-items-center rounded-full text-cocoa-soft hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-berry"
            aria-label={m.careers_remove_file({ name: cv.name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {progress !== null && (
        <div className="mt-3">
          <progress
            value={progress}
            max={1}
            aria-label={m.careers_uploading_cv()}
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-berry [&::-webkit-progress-bar]:bg-cream-deep [&::-webkit-progress-value]:bg-berry"
          />
          <p className={`${ui.hint} mt-1`} aria-live="polite">
            {m.careers_uploading({ percent: formatNumber(Math.round(progress * 100)) })}
          </p>
        </div>
      )}
      <div className="mt-3">
        <input
          id={id}
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={shown ? true : undefined}
          disabled={progress !== null}
          className="peer sr-only"
          onChange={(e) => {
            void choose(e.currentTarget.files?.[0]);
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
          {cv ? m.careers_choose_another() : m.careers_choose_cv()}
        </label>
      </div>
      {shown && (
        <p id={`${id}-error`} role="alert" className={`${ui.error} mt-2`}>
          {shown}
        </p>
      )}
    </div>
  );
}
