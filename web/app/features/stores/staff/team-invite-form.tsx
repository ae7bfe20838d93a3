import { STAFF_ROLE_HINT, STAFF_ROLE_LABEL, STAFF_ROLES, ZInviteBody } from '@upahar/contract';
import { FormAlert, SelectField, SubmitButton, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { sendInvitation } from '../team-api';

/** The invitation form's id, for the team's empty state to bring the reader to it. */
export const INVITE_FORM_ID = 'invite-someone';

/** Invite by e-mail with a role; the page then loads the team with the new invitation listed. */
export function InviteForm({ storeId, onTeam }: { storeId: number; onTeam: () => Promise<void> }) {
  const form = useForm({ email: '', role: 'packer' });
  const onSubmit = form.submit(
    ZInviteBody,
    (v) => v,
    async (body) => {
      const res = await sendInvitation(storeId, body);
      toast.success(res.message ?? `Invitation sent to ${body.email}`);
      form.setValues({ email: '', role: body.role });
      await onTeam();
    },
  );
  const role = form.values.role as keyof typeof STAFF_ROLE_HINT;
  return (
    <form
      id={INVITE_FORM_ID}
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite someone"
      className="space-y-4"
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          placeholder="helper@example.com"
          required
          {...form.field('email')}
        />
        <SelectField
          label="Role"
          required
          options={STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABEL[r] }))}
          {...form.field('role')}
        />
      </div>
      <p className="text-sm text-cocoa-soft">
        {STAFF_ROLE_HINT[role] ?? ''}. They get a link by e-mail that works for a week, with the Upahar
        account of that address.
      </p>
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send invitation
      </SubmitButton>
    </form>
  );
}
