import { CART_NOTE_MAX, orderWords, productKind } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { SubmitButton, TextAreaField } from '~/components/form';
import { Check } from '~/components/icon';
import { useCart } from './cart-context';

/**
 * The cart note: a note for the shop, saved when the field is left or with the
 * button; nothing is sent when it did not change.
 */
export function CartNote() {
  const { cart, setNote } = useCart();
  const saved = cart?.note ?? '';
  // "the baker" only when every line is a cake: flowers and gifts are not baked.
  const { maker } = orderWords((cart?.cartItems ?? []).map((l) => productKind(l.type)));
  const [text, setText] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = useRef(false);

  // A note that changed elsewhere (another tab, a refresh) shows here unless the shopper is typing.
  useEffect(() => {
    if (!dirty.current) setText(saved);
  }, [saved]);

  async function save() {
    if (busy || text.trim() === saved.trim()) {
      dirty.current = false;
      return;
    }
    setBusy(true);
    setError(null);
    const res = await setNote(text);
    setBusy(false);
    if (res.ok) {
      dirty.current = false;
      setJustSaved(true);
    } else setError(res.message);
  }

  return (
    <div className="space-y-2">
      <TextAreaField
        name="cartNote"
        label={m.cart_note_label()}
        optional
        hint={m.cart_note_hint({ maker })}
        placeholder={m.cart_note_placeholder()}
        maxLength={CART_NOTE_MAX}
        showCount
        minRows={2}
        maxRows={6}
        value={text}
        error={error ?? undefined}
        onValueChange={(v) => {
          dirty.current = true;
          setJustSaved(false);
          setText(v);
        }}
        onBlur={save}
      />
      <div className="flex items-center gap-3">
        <SubmitButton
          type="button"
          variant="secondary"
          size="sm"
          busy={busy}
          busyLabel={m.cart_saving()}
          onClick={save}
          disabled={text.trim() === saved.trim()}
        >
          {m.cart_save_note()}
        </SubmitButton>
        {justSaved && (
          <p role="status" className="flex items-center gap-1 text-sm font-medium text-success">
            <Check aria-hidden="true" className="size-4" /> {m.cart_saved()}
          </p>
        )}
      </div>
    </div>
  );
}
