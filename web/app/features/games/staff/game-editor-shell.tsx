import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert, SubmitButton, TextField, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { GameTextFields, GameTimeFields } from './game-bits';

// The frame the roulette and treasure-hunt editors share: the way back to the list, the heading,
// the form with its alert and sticky save button, the fields every game has (title, description,
// dates, a daily or total allowance, published), and the two states of the route around them.

type Width = 'max-w-4xl' | 'max-w-5xl';
type Back = { to: string; label: string };

/** The game of `/dashboard/<games>/:id`: null for "new", 0 for anything that is no game's id. */
export const gameIdOf = (param: string): number | null =>
  param === 'new' ? null : /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0;

function BackLink({ back }: { back: Back }) {
  return (
    <Link to={back.to} className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
    </Link>
  );
}

/** An editor route's HydrateFallback: its loading line where the form will be. */
export function GameEditorLoading({ width, text }: { width: Width; text: string }) {
  return (
    <p role="status" className={`mx-auto ${width} px-4 py-12 text-cocoa-soft sm:px-6`}>
      {text}
    </p>
  );
}

/** The address named a game that is not there. */
export function GameEditorMissing({ width, back, text }: { width: Width; back: Back; text: string }) {
  return (
    <div className={`mx-auto w-full ${width} space-y-4 px-4 py-8 sm:px-6 sm:py-12`}>
      <BackLink back={back} />
      <FormAlert tone="error">{text}</FormAlert>
    </div>
  );
}

/** The editor's page: heading, what sits beside or below it, the form and, on wide screens, an aside. */
export function GameEditorFrame(o: {
  width: Width;
  back: Back;
  title: string;
  /** Beside the heading (a link to the game in the shop). */
  actions?: ReactNode;
  /** Under the heading (how the game has gone so far). */
  summary?: ReactNode;
  alert: string | null;
  busy: boolean;
  saveLabel: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const fields = (
    <>
      {o.alert && <FormAlert tone="error">{o.alert}</FormAlert>}
      {o.children}
      <div className="sticky bottom-0 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <SubmitButton busy={o.busy}>{o.saveLabel}</SubmitButton>
      </div>
    </>
  );
  return (
    <div className={`mx-auto w-full ${o.width} px-4 py-8 sm:px-6 sm:py-12`}>
      <BackLink back={o.back} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className={ui.heading}>{o.title}</h1>
        {o.actions}
      </div>
      {o.summary}
      {o.aside ? (
        <form noValidate onSubmit={o.onSubmit} className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-5">{fields}</div>
          <aside className="space-y-6">{o.aside}</aside>
        </form>
      ) : (
        <form noValidate onSubmit={o.onSubmit} className="mt-6 space-y-5">
          {fields}
        </form>
      )}
    </div>
  );
}

type GameBasicsDraft = {
  title: string;
  description?: string;
  startsAt: string;
  endsAt?: string;
  isPublished?: boolean;
};

/**
 * The fields every game has: title (and whatever belongs under it), description, dates, how many
 * plays a shopper has, and whether shoppers see it.
 */
export function GameBasics<D extends GameBasicsDraft>(p: {
  draft: D;
  patch: (change: Partial<D>) => void;
  errors: Record<string, string>;
  between?: ReactNode;
  plays: { name: string; label: string; hint?: string; value: string; onChange: (v: string) => void };
  publishedText: string;
}) {
  return (
    <>
      <GameTextFields
        draft={p.draft}
        set={(k, v) => p.patch({ [k]: v } as Partial<D>)}
        errors={p.errors}
        between={p.between}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <GameTimeFields draft={p.draft} set={(k, v) => p.patch({ [k]: v } as Partial<D>)} errors={p.errors} />
        <TextField
          name={p.plays.name}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          label={p.plays.label}
          hint={p.plays.hint}
          value={p.plays.value}
          onValueChange={p.plays.onChange}
          error={p.errors[p.plays.name]}
        />
      </div>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-berry"
          checked={p.draft.isPublished ?? false}
          onChange={(e) => p.patch({ isPublished: e.currentTarget.checked } as Partial<D>)}
        />
        <span>{p.publishedText}</span>
      </label>
    </>
  );
}
