import { ZConnectionPersonBody } from '@upahar/contract';
import { FormAlert, SubmitButton, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { askToConnect } from './connections-api';

/** "Connect with someone": a username (with or without @) and the server's answer. */
export function ConnectForm({ onSent }: { onSent: () => void }) {
  const form = useForm({ username: '' });
  const onSubmit = form.submit(
    ZConnectionPersonBody,
    (v) => v,
    async ({ username }) => {
      const res = await askToConnect(username);
      toast.success(res.message ?? 'Request sent');
      form.setValues({ username: '' });
      onSent();
    },
  );
  return (
    <form aria-label="Connect with someone" noValidate onSubmit={onSubmit} className="space-y-3">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Connect with someone"
            placeholder="Their username, e.g. aarati"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            {...form.field('username')}
          />
        </div>
        <SubmitButton busy={form.busy} busyLabel="Sending…" className="sm:mb-0.5">
          Send request
        </SubmitButton>
      </div>
    </form>
  );
}
