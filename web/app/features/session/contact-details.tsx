import {
  type TProfile,
  VERIFICATION_THROTTLE_MS,
  ZUpdateEmailBody,
  ZUpdatePhoneBody,
  ZVerifyPhoneBody,
} from '@upahar/contract';
import { updateEmail, updatePhone, verifyPhone } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import {
  buttonClass,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { toast } from '~/components/toast';
import { callApi } from '~/lib/browser-api';
import { useCooldown } from './use-cooldown';

// The account's e-mail address and phone number. A new one is proven (a mailed link, a texted
// code) before it replaces the old; each send waits out a short cool-down so a double tap sends
// one mail or text.

const Badge = ({ ok, yes, no }: { ok: boolean; yes: string; no: string }) => (
  <span
    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${ok ? 'bg-success-soft text-success' : 'bg-cream-deep text-cocoa-soft'}`}
  >
    {ok ? yes : no}
  </span>
);

export function ContactDetails({ profile: initial }: { profile: TProfile }) {
  // Kept here, so a change of number does not reload (and reset) the profile form above.
  const [profile, setProfile] = useState(initial);
  return (
    <section aria-labelledby="contact-title" className={`${ui.card} mt-6 space-y-6`}>
      <div>
        <h2 id="contact-title" className="font-display text-2xl font-semibold text-cocoa">
          {m.account_contact_title()}
        </h2>
        <p className="text-cocoa-soft">{m.account_contact_lead()}</p>
      </div>
      <EmailBlock profile={profile} />
      <PhoneBlock profile={profile} onChange={setProfile} />
    </section>
  );
}

function EmailBlock({ profile }: { profile: TProfile }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const cooldown = useCooldown(VERIFICATION_THROTTLE_MS);
  const form = useForm({ email: '', password: '' });
  const onSubmit = form.submit(
    ZUpdateEmailBody,
    (v) => ({ email: v.email, password: profile.hasPassword ? v.password : undefined }),
    async (body) => {
      cooldown.start();
      const res = await callApi(updateEmail, { body });
      setSent(res.message ?? m.account_contact_link_sent({ email: res.data.value }));
      form.setValues({ email: '', password: '' });
      setOpen(false);
    },
  );
  return (
    <div className="space-y-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-cocoa">{m.account_email()}</h3>
        {profile.email && (
          <Badge ok={profile.emailVerified} yes={m.account_confirmed()} no={m.account_not_confirmed()} />
        )}
      </div>
      <p className="wrap-anywhere text-cocoa">{profile.email || m.account_not_added()}</p>
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      {!open ? (
        <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={() => setOpen(true)}>
          {profile.email ? m.account_change_email() : m.account_add_email()}
        </button>
      ) : (
        <form aria-label={m.account_change_email_form()} noValidate onSubmit={onSubmit} className="space-y-4">
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          <TextField
            label={m.account_new_email()}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          {profile.hasPassword && (
            <PasswordField
              label={m.account_current_password()}
              autoComplete="current-password"
              {...form.field('password')}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={form.busy || cooldown.cooling} busyLabel={m.account_sending()}>
              {m.account_send_the_link()}
            </SubmitButton>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              {m.account_cancel()}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function PhoneBlock({ profile, onChange }: { profile: TProfile; onChange: (p: TProfile) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const cooldown = useCooldown(VERIFICATION_THROTTLE_MS);
  const ask = useForm({ phone: '' });
  const check = useForm({ code: '' });
  const onAsk = ask.submit(
    ZUpdatePhoneBody,
    (v) => v,
    async (body) => {
      cooldown.start();
      const res = await callApi(updatePhone, { body });
      setSentTo(res.data.value);
      toast.success(res.message ?? m.account_code_sent());
    },
  );
  const onCheck = check.submit(
    ZVerifyPhoneBody,
    (v) => v,
    async (body) => {
      cooldown.start();
      const res = await callApi(verifyPhone, { body });
      toast.success(res.message ?? m.account_number_saved());
      onChange(res.data.profile);
      setSentTo(null);
      setOpen(false);
      ask.setValues({ phone: '' });
      check.setValues({ code: '' });
    },
  );
  const unproven = profile.phone !== null && !profile.phoneVerified;
  return (
    <div className="space-y-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-cocoa">{m.account_mobile_number()}</h3>
        {profile.phone && (
          <Badge ok={profile.phoneVerified} yes={m.account_proven()} no={m.account_not_proven()} />
        )}
      </div>
      <p className="text-cocoa">{profile.phone ?? m.account_not_added()}</p>
      {!open && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={() => setOpen(true)}>
            {profile.phone ? m.account_change_number() : m.account_add_number()}
          </button>
          {unproven && (
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => {
                ask.setValues({ phone: profile.phone ?? '' });
                setOpen(true);
              }}
            >
              {m.account_prove_number()}
            </button>
          )}
        </div>
      )}
      {open && !sentTo && (
        <form aria-label={m.account_change_number_form()} noValidate onSubmit={onAsk} className="space-y-4">
          {ask.alert && <FormAlert tone={ask.alert.tone}>{ask.alert.text}</FormAlert>}
          <TextField
            label={m.account_new_mobile()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={m.account_new_mobile_hint()}
            {...ask.field('phone')}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={ask.busy || cooldown.cooling} busyLabel={m.account_sending()}>
              {m.account_send_code()}
            </SubmitButton>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              {m.account_cancel()}
            </button>
          </div>
        </form>
      )}
      {open && sentTo && (
        <form aria-label={m.account_prove_number_form()} noValidate onSubmit={onCheck} className="space-y-4">
          <p className="text-cocoa">{m.account_texted_code_to({ phone: sentTo })}</p>
          {check.alert && <FormAlert tone={check.alert.tone}>{check.alert.text}</FormAlert>}
          <TextField
            label={m.account_sms_code()}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...check.field('code')}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={check.busy || cooldown.cooling} busyLabel={m.account_checking()}>
              {m.account_save_number()}
            </SubmitButton>
            <button type="button" className={buttonClass('secondary')} onClick={() => setSentTo(null)}>
              {m.account_use_another_number()}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
