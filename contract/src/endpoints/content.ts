import {
  ZCurrencyResponse,
  ZErrorPageResponse,
  ZHeaderFooterResponse,
  ZSubscribeNewsletterBody,
} from '../content.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// The shop's own texts and settings: the same for everyone, so shared caches may keep them.
const content = { surface: 'storefront', tag: 'content', access: 'public' } as const;

export const getHeaderFooter = defineEndpoint({
  ...content,
  id: 'getHeaderFooter',
  method: 'GET',
  path: '/header-footer',
  summary: 'Menus, links and footer texts of the shop; cacheable for 12 hours, with an ETag',
  response: ZHeaderFooterResponse,
});

export const getErrorPageContent = defineEndpoint({
  ...content,
  id: 'getErrorPageContent',
  method: 'GET',
  path: '/error-page-content',
  summary: 'Texts and picture of the "page not found" page; cacheable for an hour, with an ETag',
  response: ZErrorPageResponse,
});

export const getCurrencyConversion = defineEndpoint({
  ...content,
  id: 'getCurrencyConversion',
  method: 'GET',
  path: '/currency-conversion',
  summary: 'The display currency and its factor from rupees; cacheable for an hour, with an ETag',
  response: ZCurrencyResponse,
});

export const subscribeNewsletter = defineEndpoint({
  ...content,
  id: 'subscribeNewsletter',
  method: 'POST',
  path: '/home/subscribe-newsletter',
  summary: 'Subscribe an e-mail address to the newsletter (again, if it had unsubscribed)',
  body: ZSubscribeNewsletterBody,
  response: ZMessageResponse,
  errors: [429],
});
