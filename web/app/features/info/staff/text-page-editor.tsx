import {
  formatNumber,
  INFO_PAGE_NAMES,
  type TTextPageInput,
  type TTextPageKey,
  ZTextPage,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, TextAreaField, TextField, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import {
  EditorFrame,
  EditorLoad,
  ItemFieldset,
  moved,
  PLAIN_TEXT_HINT,
  useDraft,
} from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { fetchTextPage, putTextPage } from './info-pages-api';
import { TitleAndIntro } from './title-and-intro';
import { Twins } from './twins';

/** A text page's contents, or null when there is none: what its route's clientLoader gives. */
export const loadTextPage = (key: TTextPageKey, signal: AbortSignal) =>
  foundOrNull(
    fetchTextPage(key, signal).then(({ data: { title, titleNe, summary, summaryNe, sections } }) => ({
      title,
      titleNe,
      summary,
      summaryNe,
      sections,
    })),
  );

/** /dashboard/pages/:key: the about page or a policy, as a title, a summary and sections. */
export function TextPageEditorPage({
  pageKey,
  page,
}: {
  pageKey: TTextPageKey;
  page: TTextPageInput | null;
}) {
  return (
    <EditorLoad page={page}>
      {(initial) => <TextPageForm key={pageKey} pageKey={pageKey} initial={initial} />}
    </EditorLoad>
  );
}

function TextPageForm({ pageKey, initial }: { pageKey: TTextPageKey; initial: TTextPageInput }) {
  const { draft, update, errors, alert, busy, submit } = useDraft(initial, ZTextPage, (v) =>
    putTextPage(pageKey, v),
  );
  const setSection = (i: number, field: 'heading' | 'headingNe' | 'body' | 'bodyNe', value: string) =>
    update((d) => ({ ...d, sections: d.sections.map((s, j) => (j === i ? { ...s, [field]: value } : s)) }));
  return (
    <EditorFrame
      pageKey={pageKey}
      title={INFO_PAGE_NAMES[pageKey]}
      alert={alert}
      busy={busy}
      onSubmit={submit}
    >
      <div className={`${ui.card} space-y-4`}>
        <TitleAndIntro draft={draft} errors={errors} update={update} lead="summary" />
      </div>
      <section aria-labelledby="sections-title" className="space-y-4">
        <div>
          <h2 id="sections-title" className="font-display text-xl font-semibold">
            {m.info_staff_sections()}
          </h2>
          <p className={ui.hint}>{PLAIN_TEXT_HINT}</p>
          {errors.sections && <p className={`${ui.error} mt-1`}>{errors.sections}</p>}
        </div>
        {draft.sections.map((s, i) => (
          <ItemFieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place and have no id
            key={i}
            legend={m.info_staff_section({ n: formatNumber(i + 1) })}
            label={m.info_staff_section_label({ n: formatNumber(i + 1) })}
            index={i}
            count={draft.sections.length}
            onMove={(by) => update((d) => ({ ...d, sections: moved(d.sections, i, by) }))}
            onRemove={() => update((d) => ({ ...d, sections: d.sections.filter((_, j) => j !== i) }))}
          >
            <Twins>
              <TextField
                label={m.info_staff_heading()}
                name={`sections.${i}.heading`}
                maxLength={120}
                value={s.heading}
                error={errors[`sections/${i}/heading`]}
                onValueChange={(v) => setSection(i, 'heading', v)}
              />
              <TextField
                label={m.info_staff_heading_ne()}
                name={`sections.${i}.headingNe`}
                optional
                lang="ne"
                maxLength={120}
                value={s.headingNe ?? ''}
                error={errors[`sections/${i}/headingNe`]}
                onValueChange={(v) => setSection(i, 'headingNe', v)}
              />
            </Twins>
            <Twins>
              <TextAreaField
                label={m.info_staff_text()}
                name={`sections.${i}.body`}
                minRows={5}
                maxRows={16}
                value={s.body}
                error={errors[`sections/${i}/body`]}
                onValueChange={(v) => setSection(i, 'body', v)}
              />
              <TextAreaField
                label={m.info_staff_text_ne()}
                name={`sections.${i}.bodyNe`}
                optional
                lang="ne"
                minRows={5}
                maxRows={16}
                value={s.bodyNe ?? ''}
                error={errors[`sections/${i}/bodyNe`]}
                onValueChange={(v) => setSection(i, 'bodyNe', v)}
              />
            </Twins>
          </ItemFieldset>
        ))}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => update((d) => ({ ...d, sections: [...d.sections, { heading: '', body: '' }] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.info_staff_add_section()}
        </button>
      </section>
    </EditorFrame>
  );
}
