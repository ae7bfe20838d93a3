import { formatNumber, type TFaqPageInput, ZFaqPage } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, TextAreaField, TextField, ui } from '~/components/form';
import { ChevronDown, Plus } from '~/components/icon';
import {
  EditorFrame,
  EditorLoad,
  ItemFieldset,
  ItemTools,
  moved,
  type PathErrors,
  PLAIN_TEXT_HINT,
  useDraft,
} from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { fetchFaq, putFaq } from './info-pages-api';
import { TitleAndIntro } from './title-and-intro';
import { Twins } from './twins';

type Group = TFaqPageInput['groups'][number];

/** The FAQ's contents, or null when there is none: what its route's clientLoader gives. */
export const loadFaq = (signal: AbortSignal) =>
  foundOrNull(
    fetchFaq(signal).then(({ data: { title, titleNe, intro, introNe, groups } }) => ({
      title,
      titleNe,
      intro,
      introNe,
      groups,
    })),
  );

/** /dashboard/pages/faq: groups of questions and answers. */
export function FaqEditorPage({ page }: { page: TFaqPageInput | null }) {
  return <EditorLoad page={page}>{(initial) => <FaqForm initial={initial} />}</EditorLoad>;
}

function FaqForm({ initial }: { initial: TFaqPageInput }) {
  const { draft, update, errors, alert, busy, submit } = useDraft(initial, ZFaqPage, putFaq);
  const setGroup = (gi: number, change: (g: Group) => Group) =>
    update((d) => ({ ...d, groups: d.groups.map((g, j) => (j === gi ? change(g) : g)) }));
  return (
    <EditorFrame pageKey="faq" title={m.info_name_faq()} alert={alert} busy={busy} onSubmit={submit}>
      <div className={`${ui.card} space-y-4`}>
        <TitleAndIntro draft={draft} errors={errors} update={update} />
      </div>
      <p className={ui.hint}>
        {m.info_staff_answers_are({
          hint: PLAIN_TEXT_HINT.charAt(0).toLowerCase() + PLAIN_TEXT_HINT.slice(1),
        })}
      </p>
      {errors.groups && <p className={ui.error}>{errors.groups}</p>}
      {draft.groups.map((g, gi) => (
        <ItemFieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place and have no id
          key={gi}
          legend={g.name || m.info_staff_group({ n: formatNumber(gi + 1) })}
          legendClass="font-display text-lg font-semibold text-cocoa"
          label={m.info_staff_group_label({ n: formatNumber(gi + 1) })}
          index={gi}
          count={draft.groups.length}
          onMove={(by) => update((d) => ({ ...d, groups: moved(d.groups, gi, by) }))}
          onRemove={() => update((d) => ({ ...d, groups: d.groups.filter((_, j) => j !== gi) }))}
        >
          <Twins>
            <TextField
              label={m.info_staff_group_name()}
              name={`groups.${gi}.name`}
              maxLength={80}
              value={g.name}
              error={errors[`groups/${gi}/name`]}
              onValueChange={(name) => setGroup(gi, (x) => ({ ...x, name }))}
            />
            <TextField
              label={m.info_staff_group_name_ne()}
              name={`groups.${gi}.nameNe`}
              optional
              lang="ne"
              maxLength={80}
              value={g.nameNe ?? ''}
              error={errors[`groups/${gi}/nameNe`]}
              onValueChange={(nameNe) => setGroup(gi, (x) => ({ ...x, nameNe }))}
            />
          </Twins>
          {errors[`groups/${gi}/items`] && <p className={ui.error}>{errors[`groups/${gi}/items`]}</p>}
          {/* Questions fold away so the page stays short; a group with a mistake opens. */}
          <details
            className="group rounded-2xl border border-line"
            open={Object.keys(errors).some((k) => k.startsWith(`groups/${gi}/items/`)) || undefined}
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-medium text-cocoa hover:bg-cream [&::-webkit-details-marker]:hidden">
              {m.info_staff_questions_count({ count: formatNumber(g.items.length) })}
              <ChevronDown
                aria-hidden="true"
                className="size-5 text-berry transition-transform group-open:rotate-180"
              />
            </summary>
            <ol className="space-y-4 p-3 sm:p-4">
              {g.items.map((item, qi) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place and have no id
                <li key={qi} className="rounded-2xl border border-line bg-cream/60 p-4">
                  <div className="flex items-center justify-between gap-3">
                    <p className="text-sm font-semibold text-cocoa-soft">
                      {m.info_staff_question_n({ n: formatNumber(qi + 1) })}
                    </p>
                    <ItemTools
                      label={m.info_staff_question_of({
                        n: formatNumber(qi + 1),
                        group: g.name || m.info_staff_group_label({ n: formatNumber(gi + 1) }),
                      })}
                      index={qi}
                      count={g.items.length}
                      onMove={(by) => setGroup(gi, (x) => ({ ...x, items: moved(x.items, qi, by) }))}
                      onRemove={() =>
                        setGroup(gi, (x) => ({ ...x, items: x.items.filter((_, j) => j !== qi) }))
                      }
                    />
                  </div>
                  <QuestionFields
                    item={item}
                    path={`groups/${gi}/items/${qi}`}
                    errors={errors}
                    onChange={(change) =>
                      setGroup(gi, (x) => ({
                        ...x,
                        items: x.items.map((it, j) => (j === qi ? { ...it, ...change } : it)),
                      }))
                    }
                  />
                </li>
              ))}
            </ol>
            <button
              type="button"
              className={buttonClass('quiet', 'mx-3 mb-3 sm:mx-4', 'sm')}
              onClick={() =>
                setGroup(gi, (x) => ({ ...x, items: [...x.items, { question: '', answer: '' }] }))
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              {m.info_staff_add_question()}
            </button>
          </details>
        </ItemFieldset>
      ))}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() =>
          update((d) => ({
            ...d,
            groups: [...d.groups, { name: '', items: [{ question: '', answer: '' }] }],
          }))
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        {m.info_staff_add_group()}
      </button>
    </EditorFrame>
  );
}

type Item = Group['items'][number];

/** A question and its answer, each beside its optional Nepali twin. */
function QuestionFields({
  item,
  path,
  errors,
  onChange,
}: {
  item: Item;
  path: string;
  errors: PathErrors;
  onChange: (change: Partial<Item>) => void;
}) {
  const name = path.replaceAll('/', '.');
  return (
    <div className="mt-2 space-y-3">
      <Twins>
        <TextField
          label={m.info_staff_question()}
          name={`${name}.question`}
          maxLength={200}
          value={item.question}
          error={errors[`${path}/question`]}
          onValueChange={(question) => onChange({ question })}
        />
        <TextField
          label={m.info_staff_question_ne()}
          name={`${name}.questionNe`}
          optional
          lang="ne"
          maxLength={200}
          value={item.questionNe ?? ''}
          error={errors[`${path}/questionNe`]}
          onValueChange={(questionNe) => onChange({ questionNe })}
        />
      </Twins>
      <Twins>
        <TextAreaField
          label={m.info_staff_answer()}
          name={`${name}.answer`}
          value={item.answer}
          error={errors[`${path}/answer`]}
          onValueChange={(answer) => onChange({ answer })}
        />
        <TextAreaField
          label={m.info_staff_answer_ne()}
          name={`${name}.answerNe`}
          optional
          lang="ne"
          value={item.answerNe ?? ''}
          error={errors[`${path}/answerNe`]}
          onValueChange={(answerNe) => onChange({ answerNe })}
        />
      </Twins>
    </div>
  );
}
