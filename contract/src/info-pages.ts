import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { blankToUndefined, numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { formatNumber } from './number-format.ts';
import { ZContactEmail, ZMobile } from './sellers.ts';

// The shop's information pages (about, terms, privacy, refunds, FAQ, contact), edited by admins
// in the dashboard. Texts are plain: the web renders them as paragraphs and lists, never as HTML.

export const TEXT_PAGE_KEYS = ['about', 'terms', 'privacy', 'refund'] as const;
export const ZTextPageKey = z.enum(TEXT_PAGE_KEYS, { error: 'No such page' });
export type TTextPageKey = z.infer<typeof ZTextPageKey>;
export const INFO_PAGE_KEYS = [...TEXT_PAGE_KEYS, 'faq', 'contact'] as const;
export type TInfoPageKey = (typeof INFO_PAGE_KEYS)[number];

/** Where each page lives in the shop. */
export const INFO_PAGE_PATHS: Record<TInfoPageKey, string> = {
  about: '/aboutus',
  terms: '/termsconditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  faq: '/faq',
  contact: '/contact',
};
export const INFO_PAGE_NAMES: Record<TInfoPageKey, string> = {
  about: m.info_about_title(),
  terms: m.info_terms_title(),
  privacy: m.info_privacy_title(),
  refund: m.info_refund_title(),
  faq: m.info_name_faq(),
  contact: m.info_contact_title(),
};

/**
 * What a field's checks say: when it is empty, and when it is too long (with the limit). Both are
 * read when a value is refused, so the server words them in that request's language.
 */
type FieldWords = { missing: () => string; tooLong: (inputs: { max: string }) => string };
const text = (w: FieldWords, min: number, max: number) =>
  zText({ error: () => w.missing() })
    .trim()
    .min(min, { error: () => w.missing() })
    .max(max, { error: () => w.tooLong({ max: String(max) }) });
// Long texts keep their line breaks (they make paragraphs and lists); only the ends are trimmed.
const body = (w: FieldWords, max: number) =>
  zText({ error: () => w.missing() })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, { error: () => w.missing() })
        .max(max, { error: () => w.tooLong({ max: String(max) }) }),
    );
const TITLE: FieldWords = { missing: m.info_v_enter_title, tooLong: m.info_v_long_title };
const INTRO: FieldWords = { missing: m.info_v_enter_intro, tooLong: m.info_v_long_intro };
const HOURS: FieldWords = { missing: m.info_v_enter_hours, tooLong: m.info_v_long_hours };

/**
 * A Nepali twin of an English text, shown on Nepali pages in its place: optional, in any script,
 * no longer than its twin may be. Left blank it is none, and Nepali pages show the English.
 */
const nepali = (max: number) =>
  zText()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, { error: () => m.info_v_long_nepali({ max: formatNumber(max) }) }))
    .transform((s) => s || undefined)
    .optional();

export const ZPageSection = z.object({
  heading: text({ missing: m.info_v_enter_heading, tooLong: m.info_v_long_heading }, 1, 120),
  headingNe: nepali(120),
  body: body({ missing: m.info_v_write_section, tooLong: m.info_v_long_section }, 8000),
  bodyNe: nepali(8000),
});
export const ZTextPage = z.object({
  title: text(TITLE, 2, 120),
  titleNe: nepali(120),
  summary: text({ missing: m.info_v_enter_summary, tooLong: m.info_v_long_summary }, 2, 400),
  summaryNe: nepali(400),
  sections: z
    .array(ZPageSection, { error: () => m.info_v_add_section() })
    .min(1, { error: () => m.info_v_add_section() })
    .max(40, { error: () => m.info_v_max_sections() }),
});
export type TTextPage = z.infer<typeof ZTextPage>;
export type TTextPageInput = z.input<typeof ZTextPage>;

export const ZFaqItem = z.object({
  question: text({ missing: m.info_v_enter_question, tooLong: m.info_v_long_question }, 3, 200),
  questionNe: nepali(200),
  answer: body({ missing: m.info_v_write_answer, tooLong: m.info_v_long_answer }, 3000),
  answerNe: nepali(3000),
});
export const ZFaqGroup = z.object({
  name: text({ missing: m.info_v_enter_group, tooLong: m.info_v_long_group }, 2, 80),
  nameNe: nepali(80),
  items: z
    .array(ZFaqItem)
    .min(1, { error: () => m.info_v_add_question() })
    .max(40, { error: () => m.info_v_max_questions() }),
});
export const ZFaqPage = z.object({
  title: text(TITLE, 2, 120),
  titleNe: nepali(120),
  intro: text(INTRO, 2, 400),
  introNe: nepali(400),
  groups: z
    .array(ZFaqGroup)
    .min(1, { error: () => m.info_v_add_group() })
    .max(20, { error: () => m.info_v_max_groups() }),
});
export type TFaqPage = z.infer<typeof ZFaqPage>;
export type TFaqPageInput = z.input<typeof ZFaqPage>;

export const ZBranch = z.object({
  name: text({ missing: m.info_v_enter_branch, tooLong: m.info_v_long_branch }, 2, 80),
  nameNe: nepali(80),
  address: text({ missing: m.info_v_enter_address, tooLong: m.info_v_long_address }, 3, 200),
  addressNe: nepali(200),
  mapUrl: zText({ error: () => m.info_v_map_link() })
    .trim()
    .max(500, { error: () => m.info_v_map_long() })
    .refine((s) => s === '' || /^https:\/\/[^\s<>"]+$/.test(s), { error: () => m.info_v_map_https() })
    .transform((s) => s || null)
    .nullable(),
  hours: text(HOURS, 2, 200),
  hoursNe: nepali(200),
});
export const ZContactPage = z.object({
  title: text(TITLE, 2, 120),
  titleNe: nepali(120),
  intro: text(INTRO, 2, 400),
  introNe: nepali(400),
  hours: text(HOURS, 2, 300),
  hoursNe: nepali(300),
  branches: z.array(ZBranch).max(12, { error: () => m.info_v_max_branches() }),
});
export type TContactPage = z.infer<typeof ZContactPage>;
export type TContactPageInput = z.input<typeof ZContactPage>;

export const ZTextPageParams = z.object({ key: ZTextPageKey });

// The contact form.
export const FEEDBACK_SUBJECTS = ['order', 'product', 'delivery', 'selling', 'other'] as const;
export const FEEDBACK_SUBJECT_NAMES: Record<(typeof FEEDBACK_SUBJECTS)[number], string> = {
  order: m.info_subject_order(),
  product: m.info_subject_product(),
  delivery: m.info_subject_delivery(),
  selling: m.info_subject_selling(),
  other: m.info_subject_other(),
};
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

export const ZFeedbackBody = z.object({
  name: zText({ error: () => m.info_v_name() })
    .trim()
    .min(2, { error: () => m.info_v_name() })
    .max(80, { error: () => m.info_v_name_max() }),
  email: ZContactEmail,
  phone: z.preprocess(blankToUndefined, ZMobile.optional()),
  subject: z.enum(FEEDBACK_SUBJECTS, { error: () => m.info_v_subject() }),
  orderNumber: z.preprocess(
    blankToUndefined,
    zText()
      .trim()
      .max(30, { error: () => m.info_v_order_long() })
      .regex(/^#?[A-Za-z0-9-]+$/, { error: () => m.info_v_order_format() })
      .optional(),
  ),
  message: zText({ error: () => m.info_v_message() })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, { error: () => m.info_v_message_min({ min: String(FEEDBACK_MESSAGE_MIN) }) })
    .max(FEEDBACK_MESSAGE_MAX, { error: () => m.info_v_message_max({ max: String(FEEDBACK_MESSAGE_MAX) }) }),
});
export type TFeedbackBody = z.output<typeof ZFeedbackBody>;

// The admins' inbox of contact-form messages.
export const FEEDBACK_PER_PAGE = 20;
export const ZFeedbackState = z.enum(['open', 'handled', 'all'], {
  error: 'Show open, handled or all messages',
});
export type TFeedbackState = z.infer<typeof ZFeedbackState>;
export const ZFeedbackListQuery = z.object({
  state: ZFeedbackState.default('open'),
  q: zText().trim().max(100, 'Search with fewer words').optional(),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TFeedbackListQuery = z.input<typeof ZFeedbackListQuery>;
export const ZFeedbackMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.enum(FEEDBACK_SUBJECTS),
  orderNumber: z.string().nullable(),
  message: z.string(),
  hasAccount: z.boolean(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type TFeedbackMessage = z.infer<typeof ZFeedbackMessage>;
export const ZFeedbackListResponse = success(
  z.object({ messages: z.array(ZFeedbackMessage), open: z.number().int() }),
);
export const ZFeedbackMessageResponse = success(ZFeedbackMessage);
export const ZFeedbackIdParams = z.object({ id: z.uuid('No such message') });
export const ZMarkFeedbackBody = z.object({
  handled: z.boolean({ error: 'Say whether the message is handled' }),
});
