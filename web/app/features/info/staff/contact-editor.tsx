import { formatNumber, type TContactPageInput, ZContactPage } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, TextAreaField, TextField, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import { EditorFrame, EditorLoad, ItemFieldset, moved, useDraft } from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { fetchContactPage, putContactPage } from './info-pages-api';
import { TitleAndIntro } from './title-and-intro';

type Branch = { name: string; address: string; mapUrl: string; hours: string };
type Draft = Omit<TContactPageInput, 'branches'> & { branches: Branch[] };

/** The contact page's contents, or null when there is none: what its route's clientLoader gives. */
export const loadContactPage = (signal: AbortSignal) =>
  foundOrNull(
    fetchContactPage(signal).then(({ data: { title, intro, hours, branches } }) => ({
      title,
      intro,
      hours,
      branches: branches.map((b) => ({ ...b, mapUrl: b.mapUrl ?? '' })),
    })),
  );

/** /dashboard/pages/contact: the introduction, opening hours and branches. */
export function ContactEditorPage({ page }: { page: Draft | null }) {
  return <EditorLoad page={page}>{(initial) => <ContactForm initial={initial} />}</EditorLoad>;
}

const FIELDS: { field: keyof Branch; label: string; max: number; hint?: string }[] = [
  { field: 'name', label: m.info_staff_branch_name(), max: 80 },
  { field: 'address', label: m.info_staff_address(), max: 200 },
  { field: 'hours', label: m.info_staff_opening_hours(), max: 200 },
  { field: 'mapUrl', label: m.info_staff_map_link(), max: 500, hint: m.info_staff_map_hint() },
];

function ContactForm({ initial }: { initial: Draft }) {
  const { draft, update, errors, alert, busy, submit } = useDraft(initial, ZContactPage, putContactPage);
  const setBranch = (i: number, field: keyof Branch, value: string) =>
    update((d) => ({ ...d, branches: d.branches.map((b, j) => (j === i ? { ...b, [field]: value } : b)) }));
  return (
    <EditorFrame pageKey="contact" title={m.info_contact_title()} alert={alert} busy={busy} onSubmit={submit}>
      <div className={`${ui.card} space-y-4`}>
        <TitleAndIntro draft={draft} errors={errors} update={update} />
        <TextAreaField
          label={m.info_staff_phone_hours()}
          name="hours"
          maxLength={300}
          value={draft.hours}
          error={errors.hours}
          onValueChange={(hours) => update((d) => ({ ...d, hours }))}
        />
        <p className={ui.hint}>
          {m.info_staff_phones_from_footer()}{' '}
          <Link to="/contact" className={ui.link}>
            {m.info_staff_see_contact()}
          </Link>
        </p>
      </div>
      <section aria-labelledby="branches-title" className="space-y-4">
        <h2 id="branches-title" className="font-display text-xl font-semibold">
          {m.info_staff_branches()}
        </h2>
        {errors.branches && <p className={ui.error}>{errors.branches}</p>}
        {draft.branches.map((b, i) => (
          <ItemFieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: branches are edited in place and have no id
            key={i}
            legend={b.name || m.info_staff_branch({ n: formatNumber(i + 1) })}
            label={m.info_staff_branch_label({ n: formatNumber(i + 1) })}
            index={i}
            count={draft.branches.length}
            onMove={(by) => update((d) => ({ ...d, branches: moved(d.branches, i, by) }))}
            onRemove={() => update((d) => ({ ...d, branches: d.branches.filter((_, j) => j !== i) }))}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((f) => (
                <TextField
                  key={f.field}
                  label={f.label}
                  name={`branches.${i}.${f.field}`}
                  type={f.field === 'mapUrl' ? 'url' : 'text'}
                  hint={f.hint}
                  maxLength={f.max}
                  value={b[f.field]}
                  error={errors[`branches/${i}/${f.field}`]}
                  onValueChange={(v) => setBranch(i, f.field, v)}
                />
              ))}
            </div>
          </ItemFieldset>
        ))}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            update((d) => ({
              ...d,
              branches: [...d.branches, { name: '', address: '', mapUrl: '', hours: '' }],
            }))
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.info_staff_add_branch()}
        </button>
      </section>
    </EditorFrame>
  );
}
