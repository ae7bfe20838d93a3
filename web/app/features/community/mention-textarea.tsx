import { formatNumber, type TCommunityUser } from '@upahar/contract';
import { suggestMentions } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldChrome, FieldShell, useFieldIds } from '~/components/form/field';
import { ui } from '~/components/form/styles';
import { callApi } from '~/lib/browser-api';

// The word being typed right before the caret, when it is an @mention in progress.
const TYPING_MENTION = /(^|[^a-zA-Z0-9_.@])@([a-zA-Z0-9_.]{1,30})$/;

type Props = FieldChrome & {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  autoFocus?: boolean;
};

/**
 * A textarea that suggests usernames after "@" (comment/tag): a listbox under the field,
 * arrow keys to move, Enter or Tab to pick, Escape to close.
 */
export function MentionTextarea({
  label,
  error,
  hint,
  value,
  onValueChange,
  maxLength,
  placeholder,
  autoFocus,
  name,
}: Props) {
  const { id, describedBy } = useFieldIds({ error, hint, count: true });
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ query: string; start: number } | null>(null);
  const [options, setOptions] = useState<TCommunityUser[]>([]);
  const [active, setActive] = useState(0);
  const open = mention !== null && options.length > 0;

  // A reply opens with "@name " filled in: put the caret after it, ready to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the field first appears
  useEffect(() => {
    const el = ref.current;
    if (autoFocus && el) {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    }
  }, []);

  // Debounced lookup; a slower, older answer never replaces a newer one.
  useEffect(() => {
    if (!mention) {
      setOptions([]);
      return;
    }
    let stale = false;
    const timer = setTimeout(() => {
      callApi(suggestMentions, { query: { q: mention.query } })
        .then((res) => {
          if (stale) return;
          setOptions(res.data.items);
          setActive(0);
        })
        .catch(() => !stale && setOptions([]));
    }, 200);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [mention]);

  const track = (el: HTMLTextAreaElement) => {
    const before = el.value.slice(0, el.selectionStart ?? el.value.length);
    const m = TYPING_MENTION.exec(before);
    setMention((cur) => {
      if (!m) return null;
      const next = { query: m[2], start: before.length - m[2].length - 1 };
      return cur && cur.query === next.query && cur.start === next.start ? cur : next;
    });
  };

  const pick = (user: TCommunityUser) => {
    const el = ref.current;
    if (!el || !mention) return;
    const caret = el.selectionStart ?? value.length;
    const insert = `@${user.username} `;
    const next = value.slice(0, mention.start) + insert + value.slice(caret);
    onValueChange(next.slice(0, maxLength));
    setMention(null);
    const at = mention.start + insert.length;
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setMention(null);
    }
  };

  const rows = Math.min(6, Math.max(2, value.split('\n').length));
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      count={{ length: value.length, max: maxLength }}
    >
      <div className="relative">
        <textarea
          ref={ref}
          id={id}
          name={name}
          rows={rows}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => {
            onValueChange(e.currentTarget.value);
            track(e.currentTarget);
          }}
          onSelect={(e) => track(e.currentTarget)}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          className={`${ui.input} resize-y`}
        />
        {open && (
          <div
            id={listId}
            role="listbox"
            aria-label={m.community_people_to_mention()}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-2xl border border-line bg-white p-1 shadow-lifted"
          >
            {options.map((u, i) => (
              // The keys are handled on the textarea (aria-activedescendant), so options need none.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={u.username}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // Keep focus in the textarea while choosing with the mouse.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(u)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-baseline gap-2 rounded-xl px-3 py-2 ${i === active ? 'bg-berry-soft text-berry-dark' : 'text-cocoa'}`}
              >
                <span className="font-semibold">@{u.username}</span>
                <span className="truncate text-sm text-cocoa-soft">{u.name}</span>
              </div>
            ))}
          </div>
        )}
        <span className="sr-only" aria-live="polite">
          {open ? m.community_mention_found({ count: formatNumber(options.length) }) : ''}
        </span>
      </div>
    </FieldShell>
  );
}
