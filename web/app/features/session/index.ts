// What other features may use of session; its other files are its own business.

export { AuthIntro } from './auth-intro';
export { ContactDetails } from './contact-details';
export { accountMeta } from './meta';
export { ForgotPasswordForm, NewPasswordForm } from './password-reset-forms';
export { PhoneSignIn } from './phone-sign-in';
export { fetchProfile } from './profile-api';
export { ProfileFacts, ProfileHeading, ProfileSkeleton } from './profile-details';
export { ProfileEditForm } from './profile-edit-form';
export { loginUrlFor, useReferrer, withReferrer } from './referrer';
export { requireToken } from './require-token';
export { ResendConfirmation } from './resend-confirmation';
export { serverMessageOr } from './server-message';
export { SessionProvider, useSession } from './session-context';
export { LoadingNotice, SessionGateNotice } from './session-wait';
export { useFreshUser } from './use-fresh-user';
export { useRequireLogin } from './use-require-login';
