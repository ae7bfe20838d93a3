import * as Dialog from '@radix-ui/react-dialog';
import { REPORT_REASON_LABELS, REPORT_REASONS, type TReportReason, ZPostReportBody } from '@upahar/contract';
import { reportContent } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { FormAlert, SubmitButton, TextAreaField, useForm } from '~/components/form';
import { useSession } from '~/features/session';
import { callApi } from '~/lib/browser-api';
import { LoginPrompt } from './bits';

export type ReportTarget = 'review' | 'question' | 'answer' | 'comment';

export function ReportForm({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const { isLoggedIn } = useSession();
  const name = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ reason: '', details: '' });
  if (!isLoggedIn)
    return (
      <div className="mt-5">
        <LoginPrompt>{m.community_log_in_to_report()}</LoginPrompt>
      </div>
    );
  if (done)
    return (
      <div className="mt-5 space-y-4">
        <FormAlert tone="success">{done}</FormAlert>
        <Dialog.Close className="btn-secondary w-full">{m.community_close()}</Dialog.Close>
      </div>
    );
  const onSubmit = form.submit(
    ZPostReportBody,
    (v) => ({ targetType, targetId, reason: v.reason || undefined, details: v.details || undefined }),
    async (body) => {
      const res = await callApi(reportContent, { body });
      setDone(res.message ?? m.community_thank_you());
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <fieldset aria-describedby={form.errors.reason ? `${name}-error` : undefined}>
        <legend className="text-sm font-medium text-cocoa">{m.community_reason()}</legend>
        <div className="mt-2 space-y-2">
          {REPORT_REASONS.map((r: TReportReason) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3.5 py-2.5 has-[:checked]:border-berry has-[:checked]:bg-berry-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry"
            >
              <input
                type="radio"
                name={name}
                value={r}
                checked={form.values.reason === r}
                onChange={() => form.setValue('reason', r)}
                className="size-4 accent-berry"
              />
              <span className="text-cocoa">{REPORT_REASON_LABELS[r]}</span>
            </label>
          ))}
        </div>
        {form.errors.reason && (
          <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {form.errors.reason}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={m.community_details()}
        optional
        maxLength={500}
        showCount
        minRows={2}
        maxRows={5}
        {...form.field('details')}
      />
      <SubmitButton busy={form.busy} busyLabel={m.community_sending()} fullWidth>
        {m.community_send_report()}
      </SubmitButton>
    </form>
  );
}
