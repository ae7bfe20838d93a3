import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ChevronLeft } from '~/components/icon';
import { accountMeta, ContactDetails, LoadingNotice, ProfileEditForm, useProfile } from '~/features/session';
import { SignInMethods } from '~/features/social-sign-in';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => accountMeta('Edit profile', { noindex: true });

export default function EditProfile() {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile" className={`${ui.link} inline-flex items-center gap-1 text-sm`}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Back to your profile
      </Link>
      <div className={`${ui.card} mt-4`}>
        <h1 className={ui.heading}>Edit profile</h1>
        <p className={`${ui.lead} mb-6`}>This is how shops and other members see you.</p>
        {profile.status === 'loading' && <LoadingNotice />}
        {profile.status === 'error' && (
          <div className="space-y-4">
            <FormAlert tone="error">{profile.message}</FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={profile.reload}>
              Try again
            </button>
          </div>
        )}
        {profile.status === 'ready' && <ProfileEditForm profile={profile.profile} />}
      </div>
      {profile.status === 'ready' && <ContactDetails profile={profile.profile} />}
      <SignInMethods />
    </div>
  );
}
