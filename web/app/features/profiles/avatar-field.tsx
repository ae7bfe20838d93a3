import type { TPublicSettings } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { buttonClass } from '~/components/form';
import { ImagePlus } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { IMAGE_TYPES, imageFileProblem } from '~/lib/upload-with-progress';
import { Avatar } from './avatar';
import { removeAvatar, sendAvatar } from './profiles-api';

/** The profile picture: chosen, checked here, uploaded with progress, or removed. */
export function AvatarField({
  name,
  avatar,
  settings,
  onChange,
}: {
  name: string;
  avatar: string | null;
  settings: TPublicSettings;
  onChange: (s: TPublicSettings) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const why = imageFileProblem(file);
    setProblem(why);
    if (why) return;
    setProgress(0);
    try {
      const image = await sendAvatar(file, setProgress);
      onChange({ ...settings, avatar: image.url });
      toast.success(m.people_picture_saved());
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    try {
      const res = await removeAvatar();
      onChange(res.data);
      toast.success(res.message ?? m.people_picture_removed());
    } catch (e) {
      setProblem(errorMessage(e));
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name || '?'} src={avatar} size="lg" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <label
            className={`${buttonClass('secondary', 'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry', 'sm')}`}
          >
            <input
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              aria-describedby={`${id}-hint`}
              disabled={progress !== null}
              onChange={(e) => {
                void choose(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
            <ImagePlus aria-hidden="true" className="size-4" />
            {avatar ? m.people_change_picture() : m.people_add_picture()}
          </label>
          {avatar && (
            <button type="button" onClick={remove} className={buttonClass('secondary', '', 'sm')}>
              {m.people_remove()}
            </button>
          )}
        </div>
        <p id={`${id}-hint`} className="text-sm text-cocoa-soft">
          {m.people_picture_hint()}
        </p>
        {progress !== null && (
          <progress
            value={progress}
            max={1}
            aria-label={m.people_uploading_picture()}
            className="h-2 w-48 accent-berry"
          />
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
