import { TextAreaField, TextField } from '~/components/form';
import type { PathErrors } from '~/features/staff-shell';

type Draft = { title: string; intro: string };

/** The title and introduction fields that the contact and FAQ pages' editors open with. */
export function TitleAndIntro<D extends Draft>({
  draft,
  errors,
  update,
}: {
  draft: D;
  errors: PathErrors;
  update: (change: (d: D) => D) => void;
}) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        maxLength={120}
        value={draft.title}
        error={errors.title}
        onValueChange={(title) => update((d) => ({ ...d, title }))}
      />
      <TextAreaField
        label="Introduction"
        name="intro"
        maxLength={400}
        showCount
        value={draft.intro}
        error={errors.intro}
        onValueChange={(intro) => update((d) => ({ ...d, intro }))}
      />
    </>
  );
}
