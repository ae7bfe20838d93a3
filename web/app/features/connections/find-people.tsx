import { formatNumber, PEOPLE_SEARCH_MIN, PEOPLE_SEARCH_RESULTS, type TFoundPerson } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Check, Search } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { useFetched } from '~/lib/use-fetched';
import { askToConnect } from './connections-api';

/** The lookup route that finds people; `attempt` makes "Try again" a new question. */
const peopleAddress = (q: string, attempt: number) =>
  `/lookup/people?${new URLSearchParams({ q, attempt: String(attempt) })}`;

/** What the search box holds, as the server reads it: without spaces around it or a leading "@". */
const wordsOf = (typed: string) => typed.trim().replace(/^@/, '').trim();

/**
 * "Find people": part of someone's name or username, answered as the typing pauses, each person
 * found with the one step that fits where the reader stands with them. Arrow down from the box
 * goes to the first person found.
 */
export function FindPeople({ inputId, onChanged }: { inputId: string; onChanged: () => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  const words = wordsOf(typed);
  const key = words.length >= PEOPLE_SEARCH_MIN ? peopleAddress(words, attempt) : null;
  const { data, loading, error, current } = useFetched<TFoundPerson[]>(key, 300);
  const list = useRef<HTMLUListElement>(null);
  const people = key && data ? data : [];

  const toFirst = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown') return;
    const first = list.current?.querySelector<HTMLElement>('a, button');
    if (!first) return;
    e.preventDefault();
    first.focus();
  };

  const failed = Boolean(key && error && current);
  let status: string;
  if (!key) status = m.people_search_min({ min: formatNumber(PEOPLE_SEARCH_MIN) });
  else if (failed) status = error ?? '';
  else if (!current || loading) status = m.people_looking();
  else if (people.length === 0) status = m.people_nobody_found({ words });
  else if (people.length >= PEOPLE_SEARCH_RESULTS)
    status = m.people_first_found({ count: formatNumber(people.length) });
  else status = m.people_found({ count: formatNumber(people.length) });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold text-cocoa">
        {m.people_find()}
      </h2>
      <search className="mt-3 block">
        <label htmlFor={inputId} className={ui.label}>
          {m.people_name_or_username()}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 mt-0.75 size-4 -translate-y-1/2 text-cocoa-soft"
          />
          <input
            id={inputId}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={toFirst}
            placeholder={m.people_search_placeholder()}
            aria-describedby={`${id}-status`}
            aria-controls={`${id}-list`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
            className={`${ui.input} pl-10`}
          />
        </div>
      </search>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p id={`${id}-status`} role="status" className={failed ? ui.error : ui.hint}>
          {status}
        </p>
        {failed && (
          <button type="button" className={`${ui.link} text-sm`} onClick={() => setAttempt((n) => n + 1)}>
            {m.people_try_again()}
          </button>
        )}
      </div>
      <ul
        ref={list}
        id={`${id}-list`}
        aria-label={m.people_found_label()}
        aria-busy={!current || undefined}
        className={`mt-3 divide-y divide-line ${current ? '' : 'opacity-60'}`}
        hidden={people.length === 0}
      >
        {people.map((p) => (
          // A fresh answer about the person starts the row again from what the server says.
          <li key={`${p.username}:${p.state}`}>
            <FoundPerson person={p} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FoundPerson({ person: p, onChanged }: { person: TFoundPerson; onChanged: () => void }) {
  // The answer to a request sent from here, until a new search reads it from the server.
  const [state, setState] = useState(p.state);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function connect() {
    setBusy(true);
    setProblem(null);
    try {
      const res = await askToConnect(p.username);
      toast.success(res.message ?? m.people_said_sent());
      setState(res.data.state === 'connected' ? 'connected' : 'sent');
      onChanged();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <Picture person={p} />
      <div className="min-w-0 flex-1 basis-40">
        <Link to={`/user/${p.username}`} className={`${ui.link} font-semibold wrap-anywhere text-cocoa`}>
          {p.name}
        </Link>
        <p className="text-sm wrap-anywhere text-cocoa-soft">
          @{p.username}
          {p.city && ` · ${p.city}`}
        </p>
      </div>
      {state === 'none' && (
        <button
          type="button"
          disabled={busy}
          aria-label={m.people_connect_with({ name: p.name })}
          onClick={() => void connect()}
          className={buttonClass('primary', '', 'sm')}
        >
          {busy ? m.people_sending() : m.people_connect()}
        </button>
      )}
      {(state === 'received' || state === 'hidden') && (
        <button
          type="button"
          disabled={busy}
          aria-label={m.people_accept_from_label({ name: p.name })}
          onClick={() => void connect()}
          className={buttonClass('primary', '', 'sm')}
        >
          {busy ? m.people_accepting() : m.people_accept_request()}
        </button>
      )}
      {state === 'sent' && (
        <span className="text-sm font-medium text-cocoa-soft">{m.people_said_sent()}</span>
      )}
      {state === 'connected' && (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
          <Check aria-hidden="true" className="size-4" /> {m.people_said_connected()}
        </span>
      )}
      {problem && (
        <p role="alert" className="basis-full text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}

function Picture({ person: p }: { person: TFoundPerson }) {
  if (p.avatar)
    return (
      <img
        src={p.avatar}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        className="size-11 shrink-0 rounded-full border border-line bg-cream-deep object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="grid size-11 shrink-0 place-items-center rounded-full bg-berry-soft font-display text-lg font-semibold text-berry-dark"
    >
      {p.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
