import { createHash } from 'node:crypto';
import {
  type Locale,
  NEWSLETTER_DEFAULTS,
  STANDALONE_CATEGORY_KINDS,
  type TFooterContent,
  type THeaderFooter,
  ZAutomobileLanding,
  ZContactPage,
  ZCurrencyInfo,
  ZErrorPageContent,
  ZFaqPage,
  ZFooterContent,
  ZHomeSliders,
  ZMenuData,
  ZTestimonials,
  ZTextPage,
  ZTopMenuContent,
} from '@upahar/contract';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers, siteContent } from '../../db/schema/content.ts';
import { ok } from '../../lib/envelope.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { categories } from '../catalog/tables.ts';
import { errorPageIn, footerIn, topMenuIn } from './language.ts';
import { runningCampaign, runningTreasureHunt } from './running.ts';

// Site content lives in site_content rows, one per key, validated with these schemas on write
// and on read. The header's category list is not stored: it is built from the categories table.
const ZHeaderContent = z.object({
  banner: ZMenuData.shape.categories.shape.banner,
  topMenu: ZTopMenuContent,
});
const SCHEMAS = {
  header: ZHeaderContent,
  footer: ZFooterContent,
  errorPage: ZErrorPageContent,
  currency: ZCurrencyInfo,
  // Home sliders, testimonials and the automobiles landing page content.
  homeSliders: ZHomeSliders,
  testimonials: ZTestimonials,
  automobile: ZAutomobileLanding,
  // The information pages that admins edit in the dashboard.
  aboutPage: ZTextPage,
  termsPage: ZTextPage,
  privacyPage: ZTextPage,
  refundPage: ZTextPage,
  faqPage: ZFaqPage,
  contactPage: ZContactPage,
} as const;
export type ContentKey = keyof typeof SCHEMAS;
export type ContentValue<K extends ContentKey> = z.infer<(typeof SCHEMAS)[K]>;

const EMPTY_FOOTER: TFooterContent = {
  phone: [],
  locations: [],
  email: null,
  appstore: null,
  playstore: null,
  appHeader: null,
  socialMedia: [],
  navLinks: [],
  newsletter: { ...NEWSLETTER_DEFAULTS, title: null },
};
const DEFAULTS: { [K in ContentKey]: ContentValue<K> } = {
  header: { banner: null, topMenu: [] },
  footer: EMPTY_FOOTER,
  errorPage: { banner: null, links: [] },
  currency: { currency: 'NPR', factor: 1, round: 0 },
  homeSliders: [],
  testimonials: [],
  automobile: { sliders: [], vehicleOfMonth: null, bookWithUs: null, ads: [] },
  aboutPage: { title: 'About Upahar', summary: '', sections: [] },
  termsPage: { title: 'Terms and conditions', summary: '', sections: [] },
  privacyPage: { title: 'Privacy policy', summary: '', sections: [] },
  refundPage: { title: 'Refund policy', summary: '', sections: [] },
  faqPage: { title: 'Frequently asked questions', intro: '', groups: [] },
  contactPage: { title: 'Contact us', intro: '', hours: '', branches: [] },
};

export async function getContent<K extends ContentKey>({
  db,
  key,
}: {
  db: DbOrTx;
  key: K;
}): Promise<ContentValue<K>> {
  const rows = await db
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, key));
  if (!rows[0]) return DEFAULTS[key];
  return SCHEMAS[key].parse(rows[0].value) as ContentValue<K>;
}

/** One content key with when it was last written (null while it still has its default). */
export async function getContentEntry<K extends ContentKey>({
  db,
  key,
}: {
  db: DbOrTx;
  key: K;
}): Promise<{ value: ContentValue<K>; updatedAt: Date | null }> {
  const rows = await db
    .select({ value: siteContent.value, updatedAt: siteContent.updatedAt })
    .from(siteContent)
    .where(eq(siteContent.key, key));
  if (!rows[0]) return { value: DEFAULTS[key], updatedAt: null };
  return { value: SCHEMAS[key].parse(rows[0].value) as ContentValue<K>, updatedAt: rows[0].updatedAt };
}

/** Writes one content key (validated) and drops every cached answer built from content. */
export async function setContent<K extends ContentKey>({
  db,
  key,
  value,
}: {
  db: DbOrTx;
  key: K;
  value: ContentValue<K>;
}) {
  const parsed = SCHEMAS[key].parse(value);
  await db
    .insert(siteContent)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteContent.key, set: { value: parsed, updatedAt: sql`now()` } });
  invalidateContentCache();
}

// Content that changes rarely is cached in memory and dropped when it changes: setContent and
// anything that changes top-level categories invalidate it. The lifetime bounds staleness when
// several processes share one database.
const CACHE_TTL_MS = 5 * 60 * 1000;
const contentCache = createMemoCache({ name: 'content' });

export type CachedJson = { json: string; etag: string };

export function invalidateContentCache() {
  contentCache.invalidate();
}

export const cachedJson = (db: DbOrTx, name: string, build: () => Promise<unknown>): Promise<CachedJson> =>
  contentCache.get(db, name, CACHE_TTL_MS, async () => {
    // Serialised once, not per request; the envelope is already in its final shape.
    const json = JSON.stringify(ok(await build()));
    return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  });

/** Menu data and footer data in `locale`; categories are the active top-level ones. */
async function buildHeaderFooter({ db, locale }: { db: DbOrTx; locale: Locale }): Promise<THeaderFooter> {
  const [top, header, footer, campaign, treasureHunt] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.name, nameNe: categories.nameNe })
      .from(categories)
      .where(
        and(
          isNull(categories.parentId),
          eq(categories.isActive, true),
          notInArray(categories.kind, [...STANDALONE_CATEGORY_KINDS]),
        ),
      )
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    getContent({ db, key: 'header' }),
    getContent({ db, key: 'footer' }),
    runningCampaign(db),
    runningTreasureHunt(db),
  ]);
  return {
    header: {
      categories: {
        items: top.map((c) => {
          const name = inLanguage(locale, c.name, c.nameNe);
          return { title: name, url: `/category/${c.slug}`, slug: c.slug, name };
        }),
        banner: header.banner,
      },
      topMenu: topMenuIn(locale, header.topMenu),
      campaign,
      treasureHunt,
    },
    footer: footerIn(locale, footer),
  };
}

// One serialised answer per language: a Nepali visitor's header is built and kept apart.
export const getHeaderFooterJson = ({ db, locale }: { db: DbOrTx; locale: Locale }) =>
  cachedJson(db, `header-footer:${locale}`, () => buildHeaderFooter({ db, locale }));
export const getErrorPageJson = ({ db, locale }: { db: DbOrTx; locale: Locale }) =>
  cachedJson(db, `error-page:${locale}`, async () =>
    errorPageIn(locale, await getContent({ db, key: 'errorPage' })),
  );
export const getCurrencyJson = ({ db }: { db: DbOrTx }) =>
  cachedJson(db, 'currency', () => getContent({ db, key: 'currency' }));

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Watch your inbox for offers.';

/**
 * Adds an address, or re-activates one that unsubscribed. An address already on the list gets
 * the same answer as a new one, so the form reveals nothing about who subscribed.
 */
export async function subscribeNewsletter({ db, email }: { db: DbOrTx; email: string }) {
  await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { unsubscribedAt: null } });
  return { message: NEWSLETTER_THANKS };
}
