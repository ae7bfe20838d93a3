import { STAFF_ROLES, staffRoleHint, staffRoleLabel, ZInviteBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
      toast.success(res.message ?? m.stores_invite_sent({ email: body.email }));
      form.setValues({ email: '', role: body.role });
      await onTeam();
    },
  );
  const role = STAFF_ROLES.find((r) => r === form.values.role);
  return (
    <form
      id={INVITE_FORM_ID}
      onSubmit={onSubmit}
      noValidate
      aria-label={m.stores_team_invite_someone()}
      className="space-y-4"
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          label={m.stores_invite_email()}
          type="email"
          autoComplete="off"
          placeholder="helper@example.com"
          required
          {...form.field('email')}
        />
        <SelectField
          label={m.stores_invite_role()}
          required
          options={STAFF_ROLES.map((r) => ({ value: r, label: staffRoleLabel(r) }))}
          {...form.field('role')}
        />
      </div>
      <p className="text-sm text-cocoa-soft">
        {m.stores_invite_note({ hint: role ? staffRoleHint(role) : '' })}
      </p>
      <SubmitButton busy={form.busy} busyLabel={m.stores_invite_sending()}>
        {m.stores_invite_send()}
      </SubmitButton>
    </form>
  );
}
