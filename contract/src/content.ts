import { z } from 'zod';
import { ZEmail } from './common.ts';
import { success } from './envelope.ts';

// Menu data: the header's categories (with an optional banner) and top menus.
export const ZMenuItem = z.object({ title: z.string(), url: z.string() });
export const ZMenuData = z.object({
  categories: z.object({
    items: z.array(z.object({ title: z.string(), url: z.string(), slug: z.string(), name: z.string() })),
    banner: z.object({ image: z.string(), url: z.string() }).nullable(),
  }),
  topMenu: z.array(z.object({ title: z.string(), items: z.array(ZMenuItem) })),
  /** The campaign running now, for the header's icon; its end, so a kept header can hide it. */
  campaign: z
    .object({ slug: z.string(), icon: z.string(), name: z.string(), endsAt: z.string().optional() })
    .nullable(),
  /**
   * The treasure hunt running now, for the Fun menu: the campaign whose page it is on, and its
   * end, so a kept header can drop it. Absent in headers kept from before it was sent.
   */
  treasureHunt: z.object({ campaign: z.string(), endsAt: z.string() }).nullable().optional(),
});
export type TMenuData = z.infer<typeof ZMenuData>;

// Footer data.
export const ZFooterData = z.object({
  phone: z.array(z.object({ type: z.string(), value: z.string(), platform: z.string().nullable() })),
  locations: z.array(z.object({ location: z.string() })),
  email: z.string().nullable(),
  appstore: z.string().nullable(),
  playstore: z.string().nullable(),
  appHeader: z.string().nullable(),
  socialMedia: z.array(z.object({ name: z.string(), link: z.string() })),
  navLinks: z.array(
    z.object({ title: z.string(), items: z.array(z.object({ title: z.string(), link: z.string() })) }),
  ),
  newsletter: z.object({ placeholder: z.string(), buttonText: z.string(), title: z.string().nullable() }),
});
export type TFooterData = z.infer<typeof ZFooterData>;

// What the shop stores for the header's menu groups and the footer: the answers' texts, each with
// an optional Nepali twin that Nepali answers show in its place (the English where it is absent).
const ne = z.string().optional();
export const ZTopMenuContent = z.array(
  z.object({ title: z.string(), titleNe: ne, items: z.array(ZMenuItem.extend({ titleNe: ne })) }),
);
export type TTopMenuContent = z.infer<typeof ZTopMenuContent>;
export const ZFooterContent = ZFooterData.extend({
  locations: z.array(z.object({ location: z.string(), locationNe: ne })),
  appHeaderNe: ne,
  navLinks: z.array(
    z.object({
      title: z.string(),
      titleNe: ne,
      items: z.array(z.object({ title: z.string(), titleNe: ne, link: z.string() })),
    }),
  ),
  newsletter: ZFooterData.shape.newsletter.extend({ placeholderNe: ne, buttonTextNe: ne, titleNe: ne }),
});
export type TFooterContent = z.infer<typeof ZFooterContent>;

export const ZHeaderFooter = z.object({ header: ZMenuData, footer: ZFooterData });
export type THeaderFooter = z.infer<typeof ZHeaderFooter>;
export const ZHeaderFooterResponse = success(ZHeaderFooter);

// Error page content: an optional banner and link tiles.
// The Nepali twins are kept with the page and never sent: a Nepali answer carries them as the texts.
export const ZErrorPageContent = z.object({
  banner: z
    .object({
      backgroundImage: z.string(),
      title: z.string(),
      subtitle: z.string(),
      titleNe: z.string().optional(),
      subtitleNe: z.string().optional(),
    })
    .nullable(),
  links: z.array(
    z.object({ url: z.string(), image: z.string(), title: z.string(), titleNe: z.string().optional() }),
  ),
});
export type TErrorPageContent = z.infer<typeof ZErrorPageContent>;
export const ZErrorPageResponse = success(ZErrorPageContent);

export const ZCurrencyInfo = z.object({ currency: z.string(), factor: z.number(), round: z.number().int() });
export const ZCurrencyResponse = success(ZCurrencyInfo);

export const ZSubscribeNewsletterBody = z.object({ email: ZEmail });
