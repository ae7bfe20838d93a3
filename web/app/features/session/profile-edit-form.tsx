import {
  type TProfile,
  type TUpdateProfileBody,
  todayInKathmandu,
  ZUpdateProfileBody,
} from '@upahar/contract';
import { updateUserProfile } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { Link, useNavigate } from 'react-router';
import {
  buttonClass,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '~/components/form';
import { callApi } from '~/lib/browser-api';
import { GENDER_OPTIONS, userFromProfile } from './profile-format';
import { useSession } from './session-context';

const blankToNull = (s: string) => (s.trim() === '' ? null : s);

/** The edit form, prefilled from GET user-profile; e-mail and username are shown, not edited. */
export function ProfileEditForm({ profile }: { profile: TProfile }) {
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm({
    name: profile.name,
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    address: profile.address ?? '',
    bio: profile.bio ?? '',
  });

  const onSubmit = form.submit(
    ZUpdateProfileBody,
    (v) => ({
      name: v.name,
      gender: v.gender === '' ? null : v.gender,
      dateOfBirth: v.dateOfBirth,
      address: blankToNull(v.address),
      bio: blankToNull(v.bio),
    }),
    async (body: TUpdateProfileBody) => {
      const res = await callApi(updateUserProfile, { body });
      // The header shows the name from the session; keep it in step with the saved profile.
      session.setUser(userFromProfile(res.data.profile));
      navigate('/profile?updated=1');
    },
  );

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <TextField
        {...form.field('name')}
        label={m.account_full_name()}
        autoComplete="name"
        maxLength={80}
        showCount
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="email"
          value={profile.email}
          onValueChange={() => {}}
          label={m.account_email()}
          type="email"
          readOnly
        />
        <TextField
          name="username"
          value={`@${profile.username}`}
          onValueChange={() => {}}
          label={m.account_username()}
          readOnly
        />
      </div>
      <p className="-mt-2 text-sm text-cocoa-soft">{m.account_edit_username_note()}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...form.field('gender')} label={m.account_gender()} options={GENDER_OPTIONS} optional />
      </div>
      <TextField
        {...form.field('dateOfBirth')}
        label={m.account_date_of_birth()}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={todayInKathmandu()}
        hint={m.account_birthday_hint()}
        className="sm:max-w-xs"
        optional
      />
      <TextAreaField
        {...form.field('address')}
        label={m.account_address()}
        autoComplete="street-address"
        maxLength={200}
        showCount
        minRows={2}
        maxRows={4}
        optional
      />
      <TextAreaField
        {...form.field('bio')}
        label={m.account_about_you()}
        maxLength={500}
        showCount
        minRows={3}
        maxRows={8}
        hint={m.account_bio_hint()}
        optional
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to="/profile" className={buttonClass('secondary')}>
          {m.account_cancel()}
        </Link>
        <SubmitButton busy={form.busy} busyLabel={m.account_saving()}>
          {m.account_save_changes()}
        </SubmitButton>
      </div>
    </form>
  );
}
