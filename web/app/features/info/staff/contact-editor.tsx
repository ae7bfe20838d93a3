import { formatNumber, type TContactPageInput, ZContactPage } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, TextAreaField, TextField, ui } from '~/components/form';
import { Plus } from '~/components/icon';
import { EditorFrame, EditorLoad, ItemFieldset, moved, useDraft } from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { fetchContactPage, putContactPage } from './info-pages-api';
import { TitleAndIntro } from './title-and-intro';
import { Twins } from './twins';

type Branch = {
  name: string;
  nameNe?: string;
  address: string;
  addressNe?: string;
  mapUrl: string;
  hours: string;
  hoursNe?: string;
};
type Draft = Omit<TContactPageInput, 'branches'> & { branches: Branch[] };

/** The contact page's contents, or null when there is none: what its route's clientLoader gives. */
export const loadContactPage = (signal: AbortSignal) =>
  foundOrNull(
    fetchContactPage(signal).then(
      ({ data: { title, titleNe, intro, introNe, hours, hoursNe, branches } }) => ({
        title,
        titleNe,
        intro,
        introNe,
        hours,
        hoursNe,
        branches: branches.map((b) => ({ ...b, mapUrl: b.mapUrl ?? '' })),
      }),
    ),
  );

/** /dashboard/pages/contact: the introduction, opening hours and branches. */
export function ContactEditorPage({ page }: { page: Draft | null }) {
  return <EditorLoad page={page}>{(initial) => <ContactForm initial={initial} />}</EditorLoad>;
}

// Each text beside its optional Nepali twin (two columns from small screens up); the map link last.
type Field = { field: keyof Branch; label: string; max: number; hint?: string; ne?: true };
const FIELDS: Field[] = [
  { field: 'name', label: m.info_staff_branch_name(), max: 80 },
  { field: 'nameNe', label: m.info_staff_branch_name_ne(), max: 80, ne: true },
  { field: 'address', label: m.info_staff_address(), max: 200 },
  { field: 'addressNe', label: m.info_staff_address_ne(), max: 200, ne: true },
  { field: 'hours', label: m.info_staff_opening_hours(), max: 200 },
  { field: 'hoursNe', label: m.info_staff_opening_hours_ne(), max: 200, ne: true },
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
        <Twins>
          <TextAreaField
            label={m.info_staff_phone_hours()}
            name="hours"
            maxLength={300}
            value={draft.hours}
            error={errors.hours}
            onValueChange={(hours) => update((d) => ({ ...d, hours }))}
          />
          <TextAreaField
            label={m.info_staff_phone_hours_ne()}
            name="hoursNe"
            optional
            lang="ne"
            maxLength={300}
            value={draft.hoursNe ?? ''}
            error={errors.hoursNe}
            onValueChange={(hoursNe) => update((d) => ({ ...d, hoursNe }))}
          />
        </Twins>
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
                  optional={f.ne}
                  lang={f.ne && 'ne'}
                  maxLength={f.max}
                  value={b[f.field] ?? ''}
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
