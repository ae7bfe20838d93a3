import type { TProfile } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { ChevronLeft } from '~/components/icon';
import { LoadError } from '~/components/layout/load-error';
import {
  accountMeta,
  ContactDetails,
  fetchProfile,
  LoadingNotice,
  ProfileEditForm,
  requireToken,
} from '~/features/session';
import { SignInMethods } from '~/features/social-sign-in';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => accountMeta(m.account_edit_profile(), { noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return { profile: await fetchProfile(request.signal) };
}

export const HydrateFallback = () => <EditProfileView profile={null} />;
export const ErrorBoundary = LoadError;

export default function EditProfile({ loaderData }: Route.ComponentProps) {
  return <EditProfileView profile={loaderData.profile} />;
}

/** The page's frame; `profile` is null while the first load runs. */
function EditProfileView({ profile }: { profile: TProfile | null }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile" className={`${ui.link} inline-flex items-center gap-1 text-sm`}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {m.account_back_to_profile()}
      </Link>
      <div className={`${ui.card} mt-4`}>
        <h1 className={ui.heading}>{m.account_edit_profile()}</h1>
        <p className={`${ui.lead} mb-6`}>{m.account_edit_lead()}</p>
        {profile ? <ProfileEditForm profile={profile} /> : <LoadingNotice />}
      </div>
      {profile && <ContactDetails profile={profile} />}
      <SignInMethods />
    </div>
  );
}
