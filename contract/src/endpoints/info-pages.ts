import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';
import {
  ZContactPageEditResponse,
  ZContactPageResponse,
  ZFaqPageEditResponse,
  ZFaqPageResponse,
  ZInfoPagesResponse,
  ZTextPageEditResponse,
  ZTextPageResponse,
} from '../info-page-views.ts';
import {
  ZContactPage,
  ZFaqPage,
  ZFeedbackBody,
  ZFeedbackIdParams,
  ZFeedbackListQuery,
  ZFeedbackListResponse,
  ZFeedbackMessageResponse,
  ZMarkFeedbackBody,
  ZTextPage,
  ZTextPageParams,
} from '../info-pages.ts';

// The shop's information pages and its contact form. The pages are the same for everyone, so
// shared caches may keep them; admins edit them and read the contact-form messages.
const info = { surface: 'storefront', tag: 'content', access: 'public' } as const;
const pages = { surface: 'dashboard', tag: 'dashboard info pages', access: 'staff' } as const;

const textPage = (id: string, path: string, what: string) =>
  ({ ...info, id, method: 'GET', path, summary: what, response: ZTextPageResponse }) as const;

export const getAboutUs = defineEndpoint(textPage('getAboutUs', '/about-us', 'The "about us" page'));
export const getTermsConditions = defineEndpoint(
  textPage('getTermsConditions', '/home/terms-conditions', 'The terms and conditions'),
);
export const getPrivacyPolicy = defineEndpoint(
  textPage('getPrivacyPolicy', '/home/privacy-policy', 'The privacy policy'),
);
export const getRefundPolicy = defineEndpoint(
  textPage('getRefundPolicy', '/home/refund-policy', 'The refund and cancellation policy'),
);

export const getFaq = defineEndpoint({
  ...info,
  id: 'getFaq',
  method: 'GET',
  path: '/faq',
  summary: 'Frequently asked questions, in groups',
  response: ZFaqPageResponse,
});

const contact = {
  ...info,
  method: 'GET',
  summary: 'The contact page: branches, opening hours, and the phones and e-mail of the footer',
  response: ZContactPageResponse,
} as const;
export const getContactUs = defineEndpoint({ ...contact, id: 'getContactUs', path: '/contact-us' });
export const getHomeContactUs = defineEndpoint({
  ...contact,
  id: 'getHomeContactUs',
  path: '/home/contact-us',
});

export const sendFeedback = defineEndpoint({
  surface: 'storefront',
  // Its own tag: a message changes nothing a public page shows.
  tag: 'feedback',
  access: 'optional',
  id: 'sendFeedback',
  method: 'POST',
  path: '/home/feedback',
  summary: 'Send a message from the contact form; the shop team gets an e-mail',
  body: ZFeedbackBody,
  response: ZMessageResponse,
  errors: [429],
});

export const listInfoPages = defineEndpoint({
  ...pages,
  id: 'listInfoPages',
  method: 'GET',
  path: '/info-pages',
  summary: 'Admins: the information pages with when each was last changed',
  response: ZInfoPagesResponse,
});

export const getDashboardTextPage = defineEndpoint({
  ...pages,
  id: 'getDashboardTextPage',
  method: 'GET',
  path: '/info-pages/text/:key',
  summary: 'Admins: a text page (about, terms, privacy or refund) to edit',
  params: ZTextPageParams,
  response: ZTextPageEditResponse,
});

export const saveTextPage = defineEndpoint({
  ...pages,
  id: 'saveTextPage',
  auditLabel: 'Changed an information page',
  method: 'PUT',
  path: '/info-pages/text/:key',
  summary: 'Admins: replace a text page',
  params: ZTextPageParams,
  body: ZTextPage,
  response: ZTextPageEditResponse,
});

export const getDashboardFaq = defineEndpoint({
  ...pages,
  id: 'getDashboardFaq',
  method: 'GET',
  path: '/info-pages/faq',
  summary: 'Admins: the FAQ to edit',
  response: ZFaqPageEditResponse,
});

export const saveFaq = defineEndpoint({
  ...pages,
  id: 'saveFaq',
  auditLabel: 'Changed the FAQ',
  method: 'PUT',
  path: '/info-pages/faq',
  summary: 'Admins: replace the FAQ',
  body: ZFaqPage,
  response: ZFaqPageEditResponse,
});

export const getDashboardContactPage = defineEndpoint({
  ...pages,
  id: 'getDashboardContactPage',
  method: 'GET',
  path: '/info-pages/contact',
  summary: 'Admins: the contact page to edit',
  response: ZContactPageEditResponse,
});

export const saveContactPage = defineEndpoint({
  ...pages,
  id: 'saveContactPage',
  auditLabel: 'Changed the contact page',
  method: 'PUT',
  path: '/info-pages/contact',
  summary: 'Admins: replace the contact page (phones and e-mail stay in the footer)',
  body: ZContactPage,
  response: ZContactPageEditResponse,
});

export const listFeedback = defineEndpoint({
  ...pages,
  tag: 'dashboard messages',
  id: 'listFeedback',
  method: 'GET',
  path: '/feedback',
  summary: 'Admins: messages from the contact form',
  query: ZFeedbackListQuery,
  response: ZFeedbackListResponse,
});

export const markFeedback = defineEndpoint({
  ...pages,
  tag: 'dashboard messages',
  id: 'markFeedback',
  auditLabel: 'Marked a contact message',
  method: 'PUT',
  path: '/feedback/:id',
  summary: 'Admins: mark a contact-form message handled (answered) or open again',
  params: ZFeedbackIdParams,
  body: ZMarkFeedbackBody,
  response: ZFeedbackMessageResponse,
  errors: [404],
});
