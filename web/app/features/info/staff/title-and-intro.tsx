import { m } from '@upahar/contract/messages';
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
        label={m.info_staff_title()}
        name="title"
        maxLength={120}
        value={draft.title}
        error={errors.title}
        onValueChange={(title) => update((d) => ({ ...d, title }))}
      />
      <TextAreaField
        label={lead === 'intro' ? m.info_staff_introduction() : m.info_staff_summary()}
        name={lead}
        hint={lead === 'summary' ? m.info_staff_summary_hint() : undefined}
        maxLength={400}
        showCount
        value={draft[lead] ?? ''}
        error={errors[lead]}
        onValueChange={(v) => update((d) => ({ ...d, [lead]: v }))}
      />
    </>
  );
}
