import { m } from '@upahar/contract/messages';
import { type ChangeEvent, useRef, useState } from 'react';
import { buttonClass, ui } from '~/components/form';
import { ImagePlus, Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { imageFileProblem } from '~/lib/upload-with-progress';

/**
 * A picture (a post's cover, a campaign's icon or banner): chosen here (checked, then checked again
 * by the server from its bytes), shown while it is sent with how much has gone; saved with the form.
 */
export function ImageUploadField({
  label,
  upload,
  value,
  onChange,
  error,
  aspect = 'aspect-[16/10]',
  hint = m.dashboard_image_hint(),
  className = '',
}: {
  /** Names the picture in the label, the buttons and the progress bar, e.g. "Cover picture". */
  label: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ path: string }>;
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
  /** The preview's shape, a Tailwind aspect class. */
  aspect?: string;
  hint?: string;
  /** Sizes the preview, e.g. a narrow box for a square icon. */
  className?: string;
}) {
  const thing = label.toLowerCase();
  const [sending, setSending] = useState<{ preview: string; progress: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    const preview = URL.createObjectURL(file);
    setSending({ preview, progress: 0 });
    try {
      const { path } = await upload(file, (progress) => setSending({ preview, progress }));
      onChange(path);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setSending(null);
      URL.revokeObjectURL(preview);
    }
  };

  const shown = sending?.preview ?? value;
  const message = problem ?? error;
  return (
    <div>
      <span className={ui.label}>{label}</span>
      <div className={`mt-1.5 overflow-hidden ${className} rounded-2xl border border-line bg-cream`}>
        {shown ? (
          <div className="relative">
            <img
              src={shown}
              alt={m.dashboard_image_preview({ label })}
              className={`${aspect} w-full object-cover`}
            />
            {sending && (
              <div className="absolute inset-x-0 bottom-0 bg-white/85 p-2">
                <div
                  role="progressbar"
                  aria-label={m.dashboard_image_uploading({ thing })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(sending.progress * 100)}
                  className="h-2 overflow-hidden rounded-full bg-cream-deep"
                >
                  <div
                    className="h-full bg-berry transition-all"
                    style={{ width: `${sending.progress * 100}%` }}
                  />
                </div>
              </div>
            )}
          </div>
        ) : (
          <div className={`grid ${aspect} place-items-center p-2 text-center text-sm text-cocoa-soft`}>
            {m.dashboard_nothing_yet()}
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
        <button
          type="button"
          className={buttonClass('secondary', '', 'sm')}
          disabled={sending !== null}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {value ? m.dashboard_replace() : m.dashboard_upload()}
          <span className="sr-only">{m.dashboard_image_the_thing({ thing })}</span>
        </button>
        {value && !sending && (
          <button type="button" className={buttonClass('danger', '', 'sm')} onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.dashboard_remove()}
            <span className="sr-only">{m.dashboard_image_the_thing({ thing })}</span>
          </button>
        )}
      </div>
      <p className={`${ui.hint} mt-1.5`}>{hint}</p>
      {message && (
        <p role="alert" className={`${ui.error} mt-1.5`}>
          {message}
        </p>
      )}
    </div>
  );
}
