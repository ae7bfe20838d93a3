import type { Mail } from '../mail/index.ts';

export const verificationMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Confirm your e-mail address for Upahar',
  text: `Namaste ${name},

Thank you for joining Upahar. Please confirm your e-mail address by opening this link:

${link}

The link works for 48 hours. If you did not sign up, you can ignore this e-mail.

— Upahar, cakes and gifts delivered across Kathmandu valley`,
});

export const alreadyRegisteredMail = (to: string, loginLink: string, resetLink: string): Mail => ({
  to,
  subject: 'You already have an Upahar account',
  text: `Namaste,

Someone (probably you) tried to create an Upahar account with this e-mail address, but it already has one.

Log in: ${loginLink}
Forgot your password? ${resetLink}

If this was not you, you can ignore this e-mail.`,
});

export const resetMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Reset your Upahar password',
  text: `Namaste ${name},

We received a request to reset your Upahar password. Choose a new one here:

${link}

The link works for one hour and only once. If you did not ask for this, ignore this e-mail; your password stays as it is.`,
});

export const passwordChangedMail = (to: string, name: string): Mail => ({
  to,
  subject: 'Your Upahar password was changed',
  text: `Namaste ${name},

Your Upahar password was just changed and your other devices were logged out. If this was not you, reset your password at once and contact us.`,
});
