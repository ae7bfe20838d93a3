import { INFO_PAGE_NAMES, type TTextPageInput, type TTextPageKey, ZTextPage } from '@upahar/contract';
import { useCallback } from 'react';
import { buttonClass, TextAreaField, TextField, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import {
  EditorFrame,
  EditorLoad,
  ItemTools,
  moved,
  PLAIN_TEXT_HINT,
  useDraft,
  useStaffLoad,
} from '~/features/staff-shell';
import { fetchTextPage, putTextPage } from './info-pages-api';

/** /dashboard/pages/:key: the about page or a policy, as a title, a summary and sections. */
export function TextPageEditorPage({ pageKey }: { pageKey: TTextPageKey }) {
  const load = useCallback(
    (signal: AbortSignal) => fetchTextPage(pageKey, signal).then((r) => r.data),
    [pageKey],
  );
  const { state, reload } = useStaffLoad(load, true);
  return (
    <EditorLoad state={state} reload={reload}>
      {({ title, summary, sections }) => (
        <TextPageForm key={pageKey} pageKey={pageKey} initial={{ title, summary, sections }} />
      )}
    </EditorLoad>
  );
}

function TextPageForm({ pageKey, initial }: { pageKey: TTextPageKey; initial: TTextPageInput }) {
  const { draft, update, errors, alert, busy, submit } = useDraft(initial, ZTextPage, (v) =>
    putTextPage(pageKey, v),
  );
  const setSection = (i: number, field: 'heading' | 'body', value: string) =>
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
        <TextField
          label="Title"
          name="title"
          maxLength={120}
          value={draft.title}
          error={errors.title}
          onValueChange={(title) => update((d) => ({ ...d, title }))}
        />
        <TextAreaField
          label="Summary"
          name="summary"
          hint="One or two sentences under the title; search engines show it too."
          maxLength={400}
          showCount
          value={draft.summary}
          error={errors.summary}
          onValueChange={(summary) => update((d) => ({ ...d, summary }))}
        />
      </div>
      <section aria-labelledby="sections-title" className="space-y-4">
        <div>
          <h2 id="sections-title" className="font-display text-xl font-semibold">
            Sections
          </h2>
          <p className={ui.hint}>{PLAIN_TEXT_HINT}</p>
          {errors.sections && <p className={`${ui.error} mt-1`}>{errors.sections}</p>}
        </div>
        {draft.sections.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place and have no id
          <fieldset key={i} className={`${ui.card} space-y-4`}>
            <div className="flex items-center justify-between gap-3">
              <legend className="font-semibold text-cocoa">Section {i + 1}</legend>
              <ItemTools
                label={`section ${i + 1}`}
                index={i}
                count={draft.sections.length}
                onMove={(by) => update((d) => ({ ...d, sections: moved(d.sections, i, by) }))}
                onRemove={() => update((d) => ({ ...d, sections: d.sections.filter((_, j) => j !== i) }))}
              />
            </div>
            <TextField
              label="Heading"
              name={`sections.${i}.heading`}
              maxLength={120}
              value={s.heading}
              error={errors[`sections/${i}/heading`]}
              onValueChange={(v) => setSection(i, 'heading', v)}
            />
            <TextAreaField
              label="Text"
              name={`sections.${i}.body`}
              minRows={5}
              maxRows={16}
              value={s.body}
              error={errors[`sections/${i}/body`]}
              onValueChange={(v) => setSection(i, 'body', v)}
            />
          </fieldset>
        ))}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => update((d) => ({ ...d, sections: [...d.sections, { heading: '', body: '' }] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a section
        </button>
      </section>
    </EditorFrame>
  );
}
