import {
  CAPTION_MAX,
  ENTRY_TEXT_MAX,
  ENTRY_TITLE_MAX,
  type TContest,
  type TContestEntry,
  ZPhotoCaption,
  ZTextEntryBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  buttonClass,
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { ImagePlus, LogIn } from '~/components/icon';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { imageFileProblem } from '~/lib/upload-with-progress';
import { sendPhotoEntry, sendTextEntry } from './contests-api';

/** Entering a running contest: a photo with a caption or a titled text; visitors sign in first. */
export function EntryForm({
  contest,
  onEntered,
}: {
  contest: TContest;
  onEntered: (e: TContestEntry) => void;
}) {
  const { isLoggedIn, status } = useSession();
  const location = useLocation();
  if (status === 'checking') return null;
  if (!isLoggedIn)
    return (
      <div className={`${ui.card} flex flex-col items-start gap-3`}>
        <h2 className="font-display text-xl font-semibold">{m.contests_take_part()}</h2>
        <p className="text-cocoa-soft">{m.contests_sign_in_lead()}</p>
        <Link
          to={`/login?referrer=${encodeURIComponent(location.pathname)}`}
          className={buttonClass('primary')}
        >
          <LogIn aria-hidden="true" className="size-4" /> {m.contests_sign_in_to_enter()}
        </Link>
      </div>
    );
  return contest.entryType === 'photo' ? (
    <PhotoForm slug={contest.slug} onEntered={onEntered} />
  ) : (
    <TextForm slug={contest.slug} onEntered={onEntered} />
  );
}

function TextForm({ slug, onEntered }: { slug: string; onEntered: (e: TContestEntry) => void }) {
  const form = useForm({ title: '', text: '' });
  return (
    <form
      noValidate
      className={`${ui.card} space-y-4`}
      aria-labelledby="enter-heading"
      onSubmit={form.submit(
        ZTextEntryBody,
        (v) => v,
        async (body) => {
          const res = await sendTextEntry(slug, body);
          onEntered(res.data.entry);
        },
      )}
    >
      <h2 id="enter-heading" className="font-display text-xl font-semibold">
        {m.contests_send_your_entry()}
      </h2>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField
        label={m.contests_field_title()}
        maxLength={ENTRY_TITLE_MAX}
        showCount
        {...form.field('title')}
      />
      <TextAreaField
        label={m.contests_field_entry()}
        minRows={6}
        maxLength={ENTRY_TEXT_MAX}
        showCount
        {...form.field('text')}
      />
      <SubmitButton busy={form.busy}>{m.contests_send_entry()}</SubmitButton>
    </form>
  );
}

function PhotoForm({ slug, onEntered }: { slug: string; onEntered: (e: TContestEntry) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<{ file?: string; caption?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0] ?? null;
    if (preview) URL.revokeObjectURL(preview);
    const problem = chosen ? imageFileProblem(chosen) : null;
    setErrors((x) => ({ ...x, file: problem ?? undefined }));
    setFile(problem ? null : chosen);
    setPreview(chosen && !problem ? URL.createObjectURL(chosen) : null);
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (progress !== null) return;
    const checked = ZPhotoCaption.safeParse(caption);
    const next = {
      file: file ? undefined : m.contests_choose_photo(),
      caption: checked.success ? undefined : checked.error.issues[0]?.message,
    };
    setErrors(next);
    setAlert(null);
    if (next.file || next.caption || !file || !checked.success) return;
    setProgress(0);
    try {
      const res = await sendPhotoEntry(slug, file, checked.data, setProgress);
      onEntered(res.entry);
    } catch (err) {
      setAlert(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form noValidate className={`${ui.card} space-y-4`} aria-labelledby="enter-heading" onSubmit={submit}>
      <h2 id="enter-heading" className="font-display text-xl font-semibold">
        {m.contests_send_your_photo()}
      </h2>
      {alert && <FormAlert tone="error">{alert}</FormAlert>}
      <div>
        <label htmlFor="entry-file" className={ui.label}>
          {m.contests_photo_field()}
        </label>
        <div className="mt-1.5 overflow-hidden rounded-2xl border border-line bg-cream">
          {preview ? (
            <img
              src={preview}
              alt={m.contests_photo_preview()}
              className="aspect-[4/3] w-full object-cover"
            />
          ) : (
            <div className="grid aspect-[4/3] place-items-center text-cocoa-soft">
              <ImagePlus aria-hidden="true" className="size-10" />
            </div>
          )}
        </div>
        <input
          id="entry-file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={pick}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? 'entry-file-error' : undefined}
          className="mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-berry-soft file:px-4 file:py-2 file:font-semibold file:text-berry-dark"
        />
        {errors.file && (
          <p id="entry-file-error" className={`mt-1 ${ui.error}`}>
            {errors.file}
          </p>
        )}
      </div>
      <TextField
        label={m.contests_caption()}
        name="caption"
        value={caption}
        onValueChange={(v) => {
          setCaption(v);
          setErrors((x) => ({ ...x, caption: undefined }));
        }}
        error={errors.caption}
        maxLength={CAPTION_MAX}
        showCount
      />
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={m.contests_sending_photo()}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-cream-deep"
        >
          <div className="h-full bg-berry transition-all" style={{ width: `${progress * 100}%` }} />
        </div>
      )}
      <SubmitButton busy={progress !== null}>{m.contests_send_entry()}</SubmitButton>
    </form>
  );
}
