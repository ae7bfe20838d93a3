import { m } from '@upahar/contract/messages';
import { TextAreaField, TextField, ui } from '~/components/form';
import type { PathErrors } from '~/features/staff-shell';
import { Twins } from './twins';

type Lead = 'intro' | 'summary';
type Draft = { title: string; titleNe?: string } & Partial<Record<Lead | `${Lead}Ne`, string>>;

/**
 * The title and the text under it that every information page's editor opens with: the contact
 * and FAQ pages' introduction, or the text pages' summary (`lead="summary"`, with its hint), each
 * beside its optional Nepali twin.
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
  const leadNe = `${lead}Ne` as const;
  return (
    <>
      <p className={ui.hint}>{m.info_staff_in_nepali_hint()}</p>
      <Twins>
        <TextField
          label={m.info_staff_title()}
          name="title"
          maxLength={120}
          value={draft.title}
          error={errors.title}
          onValueChange={(title) => update((d) => ({ ...d, title }))}
        />
        <TextField
          label={m.info_staff_title_ne()}
          name="titleNe"
          optional
          lang="ne"
          maxLength={120}
          value={draft.titleNe ?? ''}
          error={errors.titleNe}
          onValueChange={(titleNe) => update((d) => ({ ...d, titleNe }))}
        />
      </Twins>
      <Twins>
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
        <TextAreaField
          label={lead === 'intro' ? m.info_staff_introduction_ne() : m.info_staff_summary_ne()}
          name={leadNe}
          optional
          lang="ne"
          maxLength={400}
          showCount
          value={draft[leadNe] ?? ''}
          error={errors[leadNe]}
          onValueChange={(v) => update((d) => ({ ...d, [leadNe]: v }))}
        />
      </Twins>
    </>
  );
}
