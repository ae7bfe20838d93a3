import { type TSellerApplication, ZNeedsChangesBody, ZRejectBody } from '@upahar/contract';
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
      approveLabel="Approve and open the store"
      approve={async () => done(await decide(app.id, { kind: 'approve' }))}
      buttons={
        <>
          <button
            type="button"
            aria-expanded={mode === 'changes'}
            className={buttonClass('secondary')}
            onClick={() => setMode(mode === 'changes' ? null : 'changes')}
          >
            Ask for changes
          </button>
          <button
            type="button"
            aria-expanded={mode === 'reject'}
            className={buttonClass('danger')}
            onClick={() => setMode(mode === 'reject' ? null : 'reject')}
          >
            Reject
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
            label={mode === 'changes' ? 'What should the applicant change?' : 'Why is it rejected?'}
            hint="The applicant reads this in the e-mail and on their businesses page"
            maxLength={1000}
            showCount
            name="text"
            value={note.values.text}
            error={note.errors.note ?? note.errors.reason ?? note.errors.text}
            onValueChange={(v) => note.setValue('text', v)}
          />
          <SubmitButton busy={note.busy} variant={mode === 'reject' ? 'danger' : 'primary'}>
            {mode === 'changes' ? 'Send back for changes' : 'Reject the application'}
          </SubmitButton>
        </form>
      )}
    </DecideSection>
  );
}
