import {
  currentLocale,
  INFO_PAGE_KEYS,
  INFO_PAGE_PATHS,
  type Locale,
  type TContactPage,
  type TContactPageView,
  type TFaqPage,
  type TInfoPageKey,
  type TTextPage,
  type TTextPageKey,
} from '@upahar/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { recordChange } from '../audit/index.ts';
import {
  type ContentKey,
  cachedJson,
  getContent,
  getContentEntry,
  invalidateContentCache,
  setContent,
} from '../content/index.ts';
import { contactPageIn, faqPageIn, textPageIn } from './language.ts';

// The information pages are site content rows, one key each; the contact page's phones and
// e-mail are the footer's, so they are edited in one place.

export const CONTENT_KEY = {
  about: 'aboutPage',
  terms: 'termsPage',
  privacy: 'privacyPage',
  refund: 'refundPage',
  faq: 'faqPage',
  contact: 'contactPage',
} as const satisfies Record<TInfoPageKey, ContentKey>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getTextPage({ db, key }: { db: DbOrTx; key: TTextPageKey }) {
  const { value, updatedAt } = await getContentEntry({ db, key: CONTENT_KEY[key] });
  return { ...value, updatedAt: iso(updatedAt) };
}

export async function getFaqPage({ db }: { db: DbOrTx }) {
  const { value, updatedAt } = await getContentEntry({ db, key: 'faqPage' });
  return { ...value, updatedAt: iso(updatedAt) };
}

/** The contact page in both languages, with the footer's phones and e-mail. */
export async function getContactPage({ db }: { db: DbOrTx }) {
  const [{ value, updatedAt }, footer] = await Promise.all([
    getContentEntry({ db, key: 'contactPage' }),
    getContent({ db, key: 'footer' }),
  ]);
  return { ...value, updatedAt: iso(updatedAt), phone: footer.phone, email: footer.email };
}

async function contactPageView({ db, locale }: { db: DbOrTx; locale: Locale }): Promise<TContactPageView> {
  const page = await getContactPage({ db });
  return { ...contactPageIn(locale, page), updatedAt: page.updatedAt, phone: page.phone, email: page.email };
}

// Every visitor in one language reads the same page: built and serialised once per language until
// an edit drops the cache.
type Read = { db: DbOrTx; locale: Locale };
export const textPageJson = ({ db, key, locale }: Read & { key: TTextPageKey }) =>
  cachedJson(db, `info-${key}:${locale}`, async () => textPageIn(locale, await getTextPage({ db, key })));
export const faqPageJson = ({ db, locale }: Read) =>
  cachedJson(db, `info-faq:${locale}`, async () => faqPageIn(locale, await getFaqPage({ db })));
export const contactPageJson = ({ db, locale }: Read) =>
  cachedJson(db, `info-contact:${locale}`, () => contactPageView({ db, locale }));

/** The six pages for the dashboard's list, titled in the reader's language, with when each was last saved. */
export async function listInfoPages({ db }: { db: DbOrTx }) {
  const locale = currentLocale();
  return Promise.all(
    INFO_PAGE_KEYS.map(async (key) => {
      const { value, updatedAt } = await getContentEntry({ db, key: CONTENT_KEY[key] });
      const title = inLanguage(locale, value.title, value.titleNe);
      return { key, title, path: INFO_PAGE_PATHS[key], updatedAt: iso(updatedAt) };
    }),
  );
}

type Saved = { text: TTextPage; faq: TFaqPage; contact: TContactPage };

/** Replaces a page's content and keeps the old and new texts in the audit log, in one transaction. */
async function savePage<K extends keyof Saved>(
  db: Db,
  key: TInfoPageKey,
  contentKey: ContentKey,
  value: Saved[K],
) {
  await db.transaction(async (tx) => {
    const before = await getContentEntry({ db: tx, key: contentKey });
    await setContent({ db: tx, key: contentKey, value: value as never });
    await recordChange(tx, {
      entity: 'info-page',
      entityId: key,
      before: before.updatedAt ? before.value : null,
      after: value,
    });
  });
  // Again after the commit: a read between the write and the commit may have cached the old text.
  invalidateContentCache();
}

export async function saveTextPage(o: { db: Db; key: TTextPageKey; value: TTextPage }) {
  await savePage(o.db, o.key, CONTENT_KEY[o.key], o.value);
  return getTextPage(o);
}

export async function saveFaqPage(o: { db: Db; value: TFaqPage }) {
  await savePage(o.db, 'faq', 'faqPage', o.value);
  return getFaqPage(o);
}

export async function saveContactPage(o: { db: Db; value: TContactPage }) {
  await savePage(o.db, 'contact', 'contactPage', o.value);
  return getContactPage(o);
}
