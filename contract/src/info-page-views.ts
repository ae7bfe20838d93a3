import { z } from 'zod';
import { ZFooterData } from './content.ts';
import { success } from './envelope.ts';
import { INFO_PAGE_KEYS } from './info-pages.ts';

// What the shop reads: the saved page in the language asked for, or an empty one before anything
// is written. A Nepali answer holds the Nepali texts where they were written and the English ones
// everywhere else, so the shop renders one text per field whatever its language.
const updated = { updatedAt: z.string().nullable() };
export const ZTextPageView = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  ...updated,
});
export type TTextPageView = z.infer<typeof ZTextPageView>;
export const ZTextPageResponse = success(ZTextPageView);
export const ZFaqPageView = z.object({
  title: z.string(),
  intro: z.string(),
  groups: z.array(
    z.object({ name: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  ),
  ...updated,
});
export type TFaqPageView = z.infer<typeof ZFaqPageView>;
export const ZFaqPageResponse = success(ZFaqPageView);
const branch = { name: z.string(), address: z.string(), mapUrl: z.string().nullable(), hours: z.string() };
export const ZContactPageView = z.object({
  title: z.string(),
  intro: z.string(),
  hours: z.string(),
  branches: z.array(z.object(branch)),
  ...updated,
  phone: ZFooterData.shape.phone,
  email: ZFooterData.shape.email,
});
export type TContactPageView = z.infer<typeof ZContactPageView>;
export const ZContactPageResponse = success(ZContactPageView);

// What the dashboard's editors read: both languages, each Nepali text absent until written.
const ne = z.string().optional();
export const ZTextPageEditResponse = success(
  z.object({
    title: z.string(),
    titleNe: ne,
    summary: z.string(),
    summaryNe: ne,
    sections: z.array(z.object({ heading: z.string(), headingNe: ne, body: z.string(), bodyNe: ne })),
    ...updated,
  }),
);
export const ZFaqPageEditResponse = success(
  z.object({
    title: z.string(),
    titleNe: ne,
    intro: z.string(),
    introNe: ne,
    groups: z.array(
      z.object({
        name: z.string(),
        nameNe: ne,
        items: z.array(z.object({ question: z.string(), questionNe: ne, answer: z.string(), answerNe: ne })),
      }),
    ),
    ...updated,
  }),
);
export const ZContactPageEditResponse = success(
  ZContactPageView.extend({
    titleNe: ne,
    introNe: ne,
    hoursNe: ne,
    branches: z.array(z.object({ ...branch, nameNe: ne, addressNe: ne, hoursNe: ne })),
  }),
);

export const ZInfoPagesResponse = success(
  z.array(
    z.object({
      key: z.enum(INFO_PAGE_KEYS),
      title: z.string(),
      path: z.string(),
      updatedAt: z.string().nullable(),
    }),
  ),
);
