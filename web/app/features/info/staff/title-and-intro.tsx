import { TextAreaField, TextField } from '~/components/form';
import type { PathErrors } from '~/features/staff-shell';

type Lead = 'intro' | 'summary';
type Draft = { title: string } & Partial<Record<Lead, string>>;

/**
 * The title and the text under it that every information page's editor opens with: the contact
 * and FAQ pages' introduction, or the text pages' summary (`lead="summary"`, with its hint).
 */
export function TitleAndIntro<D extends Draft>({
  draft,
  errors,
  update,
  lead = 'intro',
}: {
  draft: D;
  errors: PathErrors;
  update: (change: (d: D) => D) => void;
  lead?: Lead;
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
        label={lead === 'intro' ? 'Introduction' : 'Summary'}
        name={lead}
        hint={
          lead === 'summary' ? 'One or two sentences under the title; search engines show it too.' : undefined
        }
        maxLength={400}
        showCount
        value={draft[lead] ?? ''}
        error={errors[lead]}
        onValueChange={(v) => update((d) => ({ ...d, [lead]: v }))}
      />
    </>
  );
}
