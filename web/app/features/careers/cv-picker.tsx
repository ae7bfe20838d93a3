import type { TCareerCv, TMyCv } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { CV_HINT, CvUpload } from './cv-upload';

const NEW = 'new';

/**
 * The application's CV: one the person sent before (the newest is chosen for them) or a new
 * upload. With no saved CV it is just the upload.
 */
export function CvPicker({
  saved,
  cv,
  onChange,
  error,
}: {
  /** The person's saved CVs, newest first (read by the route's clientLoader). */
  saved: TMyCv[];
  cv: TCareerCv | null;
  onChange: (cv: TCareerCv | null) => void;
  error?: string;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string>(NEW);
  const [uploaded, setUploaded] = useState<TCareerCv | null>(null);
  // Read when the saved list lands: a file chosen meanwhile is not replaced by an old CV.
  const chosen = useRef(cv);
  chosen.current = cv;
  const change = useRef(onChange);
  change.current = onChange;

  // The saved list may land after the form shows: then the newest CV is chosen, unless a file
  // was chosen meanwhile.
  useEffect(() => {
    if (saved[0] && !chosen.current) {
      setChoice(saved[0].id);
      change.current(saved[0]);
    }
  }, [saved]);

  if (saved.length === 0)
    return <CvUpload cv={uploaded} onChange={pickUpload(setUploaded, onChange)} error={error} />;

  function choose(next: string) {
    setChoice(next);
    onChange(next === NEW ? uploaded : (saved.find((s) => s.id === next) ?? null));
  }

  return (
    <fieldset aria-describedby={`${id}-hint${error && choice !== NEW ? ` ${id}-error` : ''}`}>
      <legend className={ui.label}>{m.careers_cv()}</legend>
      <p id={`${id}-hint`} className={`${ui.hint} mt-1`}>
        {CV_HINT}
      </p>
      <div className="mt-3 space-y-2">
        {saved.map((s) => (
          <Choice key={s.id} name={id} value={s.id} checked={choice === s.id} onChoose={choose}>
            {m.careers_use_saved_cv({ date: formatDate(s.uploadedAt, 'day'), name: s.name })}
          </Choice>
        ))}
        <Choice name={id} value={NEW} checked={choice === NEW} onChoose={choose}>
          {m.careers_upload_new()}
        </Choice>
      </div>
      {choice === NEW ? (
        <div className="mt-1">
          <CvUpload cv={uploaded} onChange={pickUpload(setUploaded, onChange)} error={error} nested />
        </div>
      ) : (
        error && (
          <p id={`${id}-error`} role="alert" className={`${ui.error} mt-2`}>
            {error}
          </p>
        )
      )}
      <p className={`${ui.hint} mt-3`}>
        <Link to="/profile/applications#your-cvs" className={ui.link}>
          {m.careers_manage_cvs()}
        </Link>
      </p>
    </fieldset>
  );
}

const pickUpload =
  (keep: (cv: TCareerCv | null) => void, onChange: (cv: TCareerCv | null) => void) =>
  (cv: TCareerCv | null) => {
    keep(cv);
    onChange(cv);
  };

function Choice({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3.5 py-2.5 has-[:checked]:border-berry has-[:checked]:bg-berry-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="mt-1 size-4 shrink-0 accent-berry"
      />
      <span className="min-w-0 font-medium text-cocoa [overflow-wrap:anywhere]">{children}</span>
    </label>
  );
}
