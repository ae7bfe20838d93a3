import {
  ZChangePasswordBody,
  ZCurrentUserResponse,
  ZEmailLinkBody,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutQuery,
  ZNewPasswordBody,
  ZPhoneCheckBody,
  ZPhoneCheckResponse,
  ZPhoneCodeBody,
  ZPhoneCodeResponse,
  ZProfileResponse,
  ZRegisterCheckBody,
  ZRegisterCheckResponse,
  ZTokenBody,
  ZTokenQuery,
  ZUpdateProfileBody,
  ZUserConfirmResponse,
  ZUserSignupBody,
  ZUserSignupResponse,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// Accounts, sessions, e-mail links and profiles. Every one of them is rate limited (429) where
// a script could guess tokens, passwords or addresses.
const auth = { surface: 'storefront', tag: 'auth' } as const;

export const userSignup = defineEndpoint({
  ...auth,
  id: 'userSignup',
  statuses: [201],
  method: 'POST',
  path: '/user-signup',
  summary:
    'Create an account (answers 201) and e-mail a verification link; an address that already has an account gets an e-mail instead, so the answer never tells',
  access: 'public',
  body: ZUserSignupBody,
  response: ZUserSignupResponse,
  errors: [409, 429],
});

export const checkUsername = defineEndpoint({
  ...auth,
  id: 'checkUsername',
  method: 'POST',
  path: '/register/check',
  summary: 'Whether a username is still free, for the sign-up form',
  access: 'public',
  body: ZRegisterCheckBody,
  response: ZRegisterCheckResponse,
  errors: [429],
});

export const logIn = defineEndpoint({
  ...auth,
  id: 'logIn',
  method: 'POST',
  path: '/login/user',
  summary: 'Log in with e-mail and password; answers the bearer token and the user',
  access: 'public',
  body: ZLoginBody,
  response: ZLoginResponse,
  // 401 for a wrong e-mail or password, 403 when the address is not verified yet.
  errors: [401, 403, 429],
});

export const requestPhoneCode = defineEndpoint({
  ...auth,
  id: 'requestPhoneCode',
  method: 'POST',
  path: '/login/otp',
  summary:
    'Text a 6-digit sign-in code to a Nepali mobile number; the same answer whether or not the number has an account (429 within 60 s of the last code, or past the hourly limit)',
  access: 'public',
  body: ZPhoneCodeBody,
  response: ZPhoneCodeResponse,
  errors: [429],
});

export const checkPhoneCode = defineEndpoint({
  ...auth,
  id: 'checkPhoneCode',
  method: 'POST',
  path: '/login/otp/verify',
  summary:
    'Sign in with the texted code (the same data as logIn); for a number without an account, asks for a name first and then creates the account (400 for a wrong, used or expired code)',
  access: 'public',
  body: ZPhoneCheckBody,
  response: ZPhoneCheckResponse,
  errors: [429],
});

export const checkLogin = defineEndpoint({
  ...auth,
  id: 'checkLogin',
  method: 'POST',
  path: '/login/check',
  summary: 'Check the bearer token at start-up; answers the user, or 401 when the session has ended',
  access: 'user',
  response: ZCurrentUserResponse,
});

export const getCurrentUser = defineEndpoint({
  ...auth,
  id: 'getCurrentUser',
  method: 'GET',
  path: '/current-user',
  summary: 'The signed-in user',
  access: 'user',
  response: ZCurrentUserResponse,
});

export const logOut = defineEndpoint({
  ...auth,
  id: 'logOut',
  method: 'POST',
  path: '/user-logout',
  summary: 'End this session, or with excludeThis=1 every other session of the user',
  access: 'user',
  query: ZLogoutQuery,
  response: ZMessageResponse,
});

export const confirmEmail = defineEndpoint({
  ...auth,
  id: 'confirmEmail',
  method: 'POST',
  path: '/user-confirm',
  summary:
    'Verify the e-mail address with the token from the verification link (400 when invalid or expired)',
  access: 'public',
  body: ZTokenBody,
  response: ZUserConfirmResponse,
  errors: [429],
});

export const resendConfirmation = defineEndpoint({
  ...auth,
  id: 'resendConfirmation',
  method: 'POST',
  path: '/resend-confirmation',
  summary: 'Send a new verification link; the same answer whether or not the address has an account',
  access: 'public',
  body: ZEmailLinkBody,
  response: ZMessageResponse,
  errors: [429],
});

export const validateEmailToken = defineEndpoint({
  ...auth,
  id: 'validateEmailToken',
  method: 'GET',
  path: '/validate-token',
  summary: 'Whether a verification link is still valid, without using it up (400 when not)',
  access: 'public',
  query: ZTokenQuery,
  response: ZMessageResponse,
  errors: [429],
});

export const forgotPassword = defineEndpoint({
  ...auth,
  id: 'forgotPassword',
  method: 'POST',
  path: '/forgot-password',
  summary: 'E-mail a password reset link; the same answer whether or not the address has an account',
  access: 'public',
  body: ZEmailLinkBody,
  response: ZMessageResponse,
  errors: [429],
});

export const verifyResetToken = defineEndpoint({
  ...auth,
  id: 'verifyResetToken',
  method: 'POST',
  path: '/verify-reset-token',
  summary: 'Whether a password reset link is still valid, without using it up (400 when not)',
  access: 'public',
  body: ZTokenBody,
  response: ZMessageResponse,
  errors: [429],
});

export const resetPassword = defineEndpoint({
  ...auth,
  id: 'resetPassword',
  method: 'POST',
  path: '/new-password',
  summary: 'Set a new password with the token from the reset link; ends every session of the user',
  access: 'public',
  body: ZNewPasswordBody,
  response: ZMessageResponse,
  errors: [429],
});

export const changePassword = defineEndpoint({
  ...auth,
  id: 'changePassword',
  method: 'POST',
  path: '/change-password',
  summary: 'Change the password (the current one is required, 400 when wrong); other sessions end',
  access: 'user',
  body: ZChangePasswordBody,
  response: ZMessageResponse,
  errors: [429],
});

export const getUserProfile = defineEndpoint({
  ...auth,
  id: 'getUserProfile',
  method: 'GET',
  path: '/user-profile',
  summary: "The signed-in user's profile",
  access: 'user',
  response: ZProfileResponse,
  errors: [404],
});

export const updateUserProfile = defineEndpoint({
  ...auth,
  id: 'updateUserProfile',
  method: 'POST',
  path: '/user-profile',
  summary: "Change the signed-in user's name, phone, bio, gender, date of birth or address",
  access: 'user',
  body: ZUpdateProfileBody,
  response: ZProfileResponse,
  errors: [404],
});
