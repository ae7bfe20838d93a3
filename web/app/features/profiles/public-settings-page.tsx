import {
  PROFILE_SECTION_LABEL,
  PROFILE_SECTIONS,
  type TProfileSection,
  type TPublicSettings,
  ZPublicSettingsBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormAlert, SubmitButton, TextField, ui, useForm } from '~/components/form';
import { LoadingLine } from '~/components/layout/loading-line';
import { toast } from '~/components/toast';
import { useSession } from '~/features/session';
import { AvatarField } from './avatar-field';
import { sendPublicSettings } from './profiles-api';

/** /profile/public: the picture, the city, and which parts of the public profile show. */
export function PublicSettingsPage({ settings }: { settings: TPublicSettings }) {
  const { user } = useSession();
  // After a change the page's loader runs again, so what shows is what the server holds.
  const { revalidate } = useRevalidator();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  return (
    <PublicSettingsFrame>
      <div className={`${ui.card} mt-6`}>
        <AvatarField name={user?.name ?? ''} avatar={settings.avatar} onChange={reload} settings={settings} />
      </div>
      <SettingsForm settings={settings} onSaved={reload} />
    </PublicSettingsFrame>
  );
}

/** What the page shows while the settings are on their way. */
export function PublicSettingsLoading() {
  return (
    <PublicSettingsFrame>
      <LoadingLine className="mt-6">{m.people_loading()}</LoadingLine>
    </PublicSettingsFrame>
  );
}

function PublicSettingsFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile" className={`${ui.link} text-sm`}>
        {m.people_back_to_profile()}
      </Link>
      <h1 className={`${ui.heading} mt-3`}>{m.people_public_settings_meta()}</h1>
      <p className={ui.lead}>
        {m.people_public_lead_before()}{' '}
        {user ? (
          <Link to={`/user/${user.username}`} className={ui.link}>
            /user/{user.username}
          </Link>
        ) : (
          m.people_public_lead_your_page()
        )}
        {m.people_public_lead_after()}
      </p>
      {children}
    </div>
  );
}

function SettingsForm({ settings, onSaved }: { settings: TPublicSettings; onSaved: () => void }) {
  const form = useForm({ city: settings.city ?? '' });
  const [shown, setShown] = useState(settings.shown);
  const onSubmit = form.submit(
    ZPublicSettingsBody,
    (v) => ({ city: v.city, shown }),
    async (body) => {
      const res = await sendPublicSettings(body);
      toast.success(res.message ?? m.people_saved());
      onSaved();
    },
  );
  const toggle = (s: TProfileSection, on: boolean) => setShown((x) => ({ ...x, [s]: on }));
  return (
    <form
      aria-label={m.account_link_public()}
      noValidate
      onSubmit={onSubmit}
      className={`${ui.card} mt-6 space-y-5`}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField
        label={m.people_city()}
        optional
        maxLength={60}
        placeholder={m.people_city_placeholder()}
        {...form.field('city')}
      />
      <fieldset>
        <legend className="font-semibold text-cocoa">{m.people_show_on_profile()}</legend>
        <p className="text-sm text-cocoa-soft">{m.people_always_show()}</p>
        <ul className="mt-3 space-y-2">
          {PROFILE_SECTIONS.map((s) => (
            <li key={s}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={shown[s]}
                  onChange={(e) => toggle(s, e.currentTarget.checked)}
                  className="size-5 accent-berry"
                />
                {PROFILE_SECTION_LABEL[s]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busy={form.busy} busyLabel={m.people_saving()}>
          {m.people_save()}
        </SubmitButton>
      </div>
    </form>
  );
}
