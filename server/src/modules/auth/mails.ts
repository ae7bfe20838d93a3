import { m } from '@upahar/contract/messages';
import type { Mail } from '../mail/index.ts';

// Account e-mails go out while the person acts on a page, so they are written in that page's
// language (the request's).

export const verificationMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: m.mail_verify_subject(),
  text: m.mail_verify_text({ name, link }),
});

export const alreadyRegisteredMail = (to: string, loginLink: string, resetLink: string): Mail => ({
  to,
  subject: m.mail_registered_subject(),
  text: m.mail_registered_text({ login: loginLink, reset: resetLink }),
});

export const resetMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: m.mail_reset_subject(),
  text: m.mail_reset_text({ name, link }),
});

export const passwordChangedMail = (to: string, name: string): Mail => ({
  to,
  subject: m.mail_password_changed_subject(),
  text: m.mail_password_changed_text({ name }),
});
