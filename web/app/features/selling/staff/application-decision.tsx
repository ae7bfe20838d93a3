import { type TSellerApplication, ZNeedsChangesBody, ZRejectBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, TextAreaField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { DecideSection } from '~/features/staff-shell';
import { decide } from './applications-api';

type Mode = 'changes' | 'reject' | null;

/** Approve, ask for changes (a note) or reject (a reason): the applicant gets an e-mail each time. */
export function ApplicationDecision({ app }: { app: TSellerApplication }) {
  const [mode, setMode] = useState<Mode>(null);
  const note = useForm({ text: '' });
  const { revalidate } = useRevalidator();

  const done = async (res: { message?: string }) => {
    if (res.message) toast.success(res.message);
    await revalidate();
  };

  return (
    <DecideSection
      approveLabel={m.selling_approve_open()}
      approve={async () => done(await decide(app.id, { kind: 'approve' }))}
      buttons={
        <>
          <button
            type="button"
            aria-expanded={mode === 'changes'}
            className={buttonClass('secondary')}
            onClick={() => setMode(mode === 'changes' ? null : 'changes')}
          >
            {m.selling_ask_changes()}
          </button>
          <button
            type="button"
            aria-expanded={mode === 'reject'}
            className={buttonClass('danger')}
            onClick={() => setMode(mode === 'reject' ? null : 'reject')}
          >
            {m.selling_reject()}
          </button>
        </>
      }
    >
      {mode && (
        <form
          noValidate
          className="mt-5 space-y-4"
          onSubmit={note.submit(
            mode === 'changes' ? ZNeedsChangesBody : ZRejectBody,
            (v) => (mode === 'changes' ? { note: v.text } : { reason: v.text }),
            async (body) => {
              const d =
                mode === 'changes'
                  ? { kind: 'changes' as const, note: (body as { note: string }).note }
                  : { kind: 'reject' as const, reason: (body as { reason: string }).reason };
              done(await decide(app.id, d));
            },
          )}
        >
          {note.alert && <FormAlert tone={note.alert.tone}>{note.alert.text}</FormAlert>}
          <TextAreaField
            label={mode === 'changes' ? m.selling_what_change() : m.selling_why_rejected()}
            hint={m.selling_note_hint()}
            maxLength={1000}
            showCount
            name="text"
            value={note.values.text}
            error={note.errors.note ?? note.errors.reason ?? note.errors.text}
            onValueChange={(v) => note.setValue('text', v)}
          />
          <SubmitButton busy={note.busy} variant={mode === 'reject' ? 'danger' : 'primary'}>
            {mode === 'changes' ? m.selling_send_back() : m.selling_reject_application()}
          </SubmitButton>
        </form>
      )}
    </DecideSection>
  );
}
