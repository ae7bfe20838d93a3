import { INFO_PAGE_PATHS, type TInfoPageKey } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { buttonClass, FormAlert, SubmitButton, ui } from '~/components/form';
import { ArrowLeft, ChevronDown, ChevronUp, Eye, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { ApiError, errorMessage } from '~/lib/api';

// Shared by the information-page editors: a draft edited in place, one message per field path
// ("sections/2/body", as the server names them) and the save.

export type PathErrors = Record<string, string>;

const issuesByPath = (issues: { path: PropertyKey[]; message: string }[]): PathErrors => {
  const out: PathErrors = {};
  for (const i of issues) {
    const key = i.path.map(String).join('/');
    if (out[key] === undefined) out[key] = i.message;
  }
  return out;
};

const serverErrors = (errors: Record<string, string[]> | undefined): PathErrors => {
  const out: PathErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const path = key.replace(/^body[./]/, '').replace(/\./g, '/');
    if (messages[0]) out[path] = messages[0];
  }
  return out;
};

/** How an editor's save is worded and what it sends, where the draft is not the body itself. */
export type DraftOptions<T> = {
  /** The request body of a draft (strings typed into number fields, rows kept with keys). */
  toBody?: (draft: T) => unknown;
  /** The toast once the save went through. */
  savedText?: string;
};

/** Draft, errors and save of one editor; what was typed stays after any error. */
export function useDraft<T, S extends z.ZodType>(
  initial: T | (() => T),
  schema: S,
  save: (v: z.input<S>) => Promise<unknown>,
  { toBody, savedText = m.dashboard_saved_page_shows() }: DraftOptions<T> = {},
) {
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<PathErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = useCallback((change: (d: T) => T) => setDraft((d) => change(d)), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const body = toBody ? toBody(draft) : draft;
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByPath(checked.error.issues));
      setAlert(m.dashboard_fields_need_look());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(body as z.input<S>);
      toast.success(savedText);
    } catch (e) {
      setErrors(e instanceof ApiError ? serverErrors(e.errors) : {});
      setAlert(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { draft, update, errors, alert, busy, submit };
}

/** Moves the item at `from` by `by` places (−1 up, +1 down). */
export function moved<T>(items: T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Up, down and remove for one item of a list. */
export function ItemTools(o: {
  label: string;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const tool =
    'grid size-9 place-items-center rounded-full text-cocoa-soft hover:bg-cream hover:text-berry disabled:opacity-35 disabled:hover:bg-transparent';
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button type="button" className={tool} disabled={o.index === 0} onClick={() => o.onMove(-1)}>
        <ChevronUp aria-hidden="true" className="size-5" />
        <span className="sr-only">{m.dashboard_move_up({ label: o.label })}</span>
      </button>
      <button type="button" className={tool} disabled={o.index === o.count - 1} onClick={() => o.onMove(1)}>
        <ChevronDown aria-hidden="true" className="size-5" />
        <span className="sr-only">{m.dashboard_move_down({ label: o.label })}</span>
      </button>
      <button type="button" className={`${tool} hover:text-danger`} onClick={o.onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">{m.dashboard_remove_named({ label: o.label })}</span>
      </button>
    </div>
  );
}

/**
 * One item of an edited list (a section, a group, a branch) as a card: its legend with up, down
 * and remove beside it, then its fields.
 */
export function ItemFieldset(o: {
  legend: ReactNode;
  legendClass?: string;
  label: string;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={`${ui.card} space-y-4`}>
      <div className="flex items-center justify-between gap-3">
        <legend className={o.legendClass ?? 'font-semibold text-cocoa'}>{o.legend}</legend>
        <ItemTools label={o.label} index={o.index} count={o.count} onMove={o.onMove} onRemove={o.onRemove} />
      </div>
      {o.children}
    </fieldset>
  );
}

export const PLAIN_TEXT_HINT = m.dashboard_plain_text_hint();

/** The frame of an editor: back link, title, preview link, the form and its save button. */
export function EditorFrame(o: {
  pageKey: TInfoPageKey;
  title: string;
  alert: string | null;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/pages" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.dashboard_all_pages()}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className={ui.heading}>{o.title}</h1>
        <a
          href={INFO_PAGE_PATHS[o.pageKey]}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', '', 'sm')}
        >
          <Eye aria-hidden="true" className="size-4" />
          {m.dashboard_see_in_shop()}
        </a>
      </div>
      <form noValidate onSubmit={o.onSubmit} className="mt-6 space-y-6">
        {o.alert && <FormAlert tone="error">{o.alert}</FormAlert>}
        {o.children}
        <div className="sticky bottom-0 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <SubmitButton busy={o.busy}>{m.dashboard_save_page()}</SubmitButton>
        </div>
      </form>
    </div>
  );
}

/** An editor's page as its route loaded it: the form, or that the page was not found (null). */
export function EditorLoad<T>({ page, children }: { page: T | null; children: (data: T) => ReactNode }) {
  if (page !== null) return children(page);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <FormAlert tone="error">{m.dashboard_page_not_found()}</FormAlert>
    </div>
  );
}

/** An editor's HydrateFallback: its loading line until the page arrives. */
export function EditorLoading() {
  return (
    <p role="status" className="mx-auto max-w-4xl px-4 py-12 text-cocoa-soft sm:px-6">
      {m.dashboard_loading_page_dots()}
    </p>
  );
}
