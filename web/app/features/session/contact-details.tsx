import {
  type TProfile,
  VERIFICATION_THROTTLE_MS,
  ZUpdateEmailBody,
  ZUpdatePhoneBody,
  ZVerifyPhoneBody,
} from '@upahar/contract';
import { updateEmail, updatePhone, verifyPhone } from '@upahar/contract/endpoints';
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
          Contact details
        </h2>
        <p className="text-cocoa-soft">A new address or number is used once you prove it is yours.</p>
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
      setSent(res.message ?? `We sent a link to ${res.data.value}.`);
      form.setValues({ email: '', password: '' });
      setOpen(false);
    },
  );
  return (
    <div className="space-y-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-cocoa">E-mail</h3>
        {profile.email && <Badge ok={profile.emailVerified} yes="Confirmed" no="Not confirmed" />}
      </div>
      <p className="wrap-anywhere text-cocoa">{profile.email || 'Not added'}</p>
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      {!open ? (
        <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={() => setOpen(true)}>
          {profile.email ? 'Change e-mail' : 'Add an e-mail address'}
        </button>
      ) : (
        <form aria-label="Change your e-mail" noValidate onSubmit={onSubmit} className="space-y-4">
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          <TextField label="New e-mail address" type="email" autoComplete="email" {...form.field('email')} />
          {profile.hasPassword && (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              {...form.field('password')}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={form.busy || cooldown.cooling} busyLabel="Sending…">
              Send the link
            </SubmitButton>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              Cancel
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
      toast.success(res.message ?? 'Code sent');
    },
  );
  const onCheck = check.submit(
    ZVerifyPhoneBody,
    (v) => v,
    async (body) => {
      cooldown.start();
      const res = await callApi(verifyPhone, { body });
      toast.success(res.message ?? 'Number saved');
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
        <h3 className="font-semibold text-cocoa">Mobile number</h3>
        {profile.phone && <Badge ok={profile.phoneVerified} yes="Proven" no="Not proven" />}
      </div>
      <p className="text-cocoa">{profile.phone ?? 'Not added'}</p>
      {!open && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={() => setOpen(true)}>
            {profile.phone ? 'Change number' : 'Add a number'}
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
              Prove this number
            </button>
          )}
        </div>
      )}
      {open && !sentTo && (
        <form aria-label="Change your number" noValidate onSubmit={onAsk} className="space-y-4">
          {ask.alert && <FormAlert tone={ask.alert.tone}>{ask.alert.text}</FormAlert>}
          <TextField
            label="New mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="e.g. 9841234567; we text it a code"
            {...ask.field('phone')}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={ask.busy || cooldown.cooling} busyLabel="Sending…">
              Send code
            </SubmitButton>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {open && sentTo && (
        <form aria-label="Prove the number" noValidate onSubmit={onCheck} className="space-y-4">
          <p className="text-cocoa">We texted a code to {sentTo}.</p>
          {check.alert && <FormAlert tone={check.alert.tone}>{check.alert.text}</FormAlert>}
          <TextField
            label="Code from the SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...check.field('code')}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={check.busy || cooldown.cooling} busyLabel="Checking…">
              Save the number
            </SubmitButton>
            <button type="button" className={buttonClass('secondary')} onClick={() => setSentTo(null)}>
              Use another number
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
