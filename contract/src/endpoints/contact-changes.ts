import {
  ZContactChangedResponse,
  ZContactPendingResponse,
  ZUpdateEmailBody,
  ZUpdatePhoneBody,
  ZVerifyEmailBody,
  ZVerifyPhoneBody,
} from '../contact-changes.ts';
import { defineEndpoint } from '../endpoint.ts';

const contact = { surface: 'storefront', tag: 'auth' } as const;

export const updateEmail = defineEndpoint({
  ...contact,
  access: 'user',
  id: 'updateEmail',
  method: 'POST',
  path: '/update-email',
  summary:
    'Ask to change your e-mail: a link goes to the new address (the same answer whether or not it is free); nothing changes until it is opened',
  body: ZUpdateEmailBody,
  response: ZContactPendingResponse,
  errors: [400, 429],
});

export const verifyEmail = defineEndpoint({
  ...contact,
  access: 'public',
  id: 'verifyEmail',
  method: 'POST',
  path: '/verify-email',
  summary: 'Open the link mailed to a new address: the account takes it, and the old address is told',
  body: ZVerifyEmailBody,
  response: ZContactChangedResponse,
  errors: [400, 409, 429],
});

export const updatePhone = defineEndpoint({
  ...contact,
  access: 'user',
  id: 'updatePhone',
  method: 'POST',
  path: '/update-phone',
  summary: 'Ask to change (or prove) your phone number: a code is texted to it',
  body: ZUpdatePhoneBody,
  response: ZContactPendingResponse,
  errors: [429],
});

export const verifyPhone = defineEndpoint({
  ...contact,
  access: 'user',
  id: 'verifyPhone',
  method: 'POST',
  path: '/verify-phone',
  summary: 'Enter the code texted to the number you asked for: it becomes your proven number',
  body: ZVerifyPhoneBody,
  response: ZContactChangedResponse,
  errors: [400, 409, 429],
});
