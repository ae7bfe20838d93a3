import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { CAMPAIGN_STATES } from './campaigns.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';

// The admins' campaigns: the campaign itself, its offers and its flash sales. Money in paisa;
// times are ISO instants (the form works in Kathmandu time and sends instants).

const instant = (error: string) => z.iso.datetime({ offset: true, error });

/**
 * Who pays for what a campaign takes off its products: Upahar (it pays the stores the difference,
 * so they earn as at their usual prices) or the stores themselves.
 */
export const CAMPAIGN_FUNDERS = ['shop', 'store'] as const;
export type TCampaignFunder = (typeof CAMPAIGN_FUNDERS)[number];
/** Read when shown, so each page says it in its language. */
export const CAMPAIGN_FUNDER_LABEL: Record<TCampaignFunder, string> = {
  get shop() {
    return m.campaigns_staff_funder_shop();
  },
  get store() {
    return m.campaigns_staff_funder_store();
  },
};
/** The short words of the campaign's badge. */
export const CAMPAIGN_FUNDER_BADGE: Record<TCampaignFunder, string> = {
  get shop() {
    return m.campaigns_staff_badge_shop();
  },
  get store() {
    return m.campaigns_staff_badge_store();
  },
};
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZCampaignBody = z
  .object({
    name: zText({ error: 'Name the campaign' })
      .trim()
      .min(3, 'Name the campaign in 3 to 80 characters')
      .max(80, 'Name the campaign in 3 to 80 characters'),
    slug: zText({ error: 'Choose the web address' })
      .trim()
      .toLowerCase()
      .min(3, 'Use 3 to 60 lower-case letters, digits and dashes')
      .max(60, 'Use 3 to 60 lower-case letters, digits and dashes')
      .regex(SLUG_RE, 'Use 3 to 60 lower-case letters, digits and dashes'),
    tagline: zText().trim().max(140, 'Keep the tagline under 140 characters').default(''),
    description: zText().trim().max(4000, 'Keep the description under 4,000 characters').default(''),
    iconPath: z.string().startsWith('/media/', 'Upload the icon').nullable().default(null),
    bannerPath: z.string().startsWith('/media/', 'Upload the banner').nullable().default(null),
    startsAt: instant('Choose when the campaign starts'),
    endsAt: instant('Choose when the campaign ends'),
    isPublished: z.boolean().default(false),
    fundedBy: z.enum(CAMPAIGN_FUNDERS, { error: 'Choose who pays for the discount' }).default('shop'),
    /** The festival the campaign is for, named on its page; none when left out. */
    festivalId: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        numeric(
          z
            .number({ error: () => m.festivals_error_choose() })
            .int({ error: () => m.festivals_error_choose() })
            .positive({ error: () => m.festivals_error_choose() }),
        ).nullable(),
      )
      .default(null),
  })
  .refine((b) => new Date(b.endsAt) > new Date(b.startsAt), {
    path: ['endsAt'],
    message: 'The campaign must end after it starts',
  });
export type TCampaignBody = z.input<typeof ZCampaignBody>;

export const ZOfferBody = z
  .object({
    target: z.enum(['product', 'category', 'brand'], { error: 'Choose what the offer is on' }),
    /** The product (uuid), category or brand (number) the offer is on. */
    targetId: zText({ error: 'Choose what the offer is on' }).trim().min(1, 'Choose what the offer is on'),
    percentOff: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        numeric(
          z.number().int('Enter a whole percent').min(1, 'Take 1 to 90 % off').max(90, 'Take 1 to 90 % off'),
        ).nullable(),
      )
      .default(null),
    price: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        numeric(z.number().int('Enter a whole amount').positive('Enter the campaign price')).nullable(),
      )
      .default(null),
  })
  .superRefine((b, ctx) => {
    if ((b.percentOff === null) === (b.price === null))
      ctx.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'Give either a percent off or a campaign price',
      });
    if (b.price !== null && b.target !== 'product')
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'A campaign price is for one product; use a percent for a whole category or brand',
      });
  });
export type TOfferBody = z.input<typeof ZOfferBody>;

export const ZFlashSaleBody = z
  .object({
    productId: z.string().uuid('Choose a product'),
    price: numeric(
      z
        .number({ error: 'Enter the flash price' })
        .int('Enter a whole amount')
        .positive('Enter the flash price'),
    ),
    startsAt: instant('Choose when the flash sale starts'),
    endsAt: instant('Choose when the flash sale ends'),
    stock: numeric(
      z
        .number({ error: 'Enter how many to sell' })
        .int()
        .min(1, 'Sell at least one')
        .max(100_000, 'At most 100,000'),
    ),
    perCustomerLimit: numeric(
      z.number().int().min(1, 'Allow at least one per customer').max(50, 'At most 50 per customer'),
    ).default(1),
  })
  .refine((b) => new Date(b.endsAt) > new Date(b.startsAt), {
    path: ['endsAt'],
    message: 'The flash sale must end after it starts',
  });
export type TFlashSaleBody = z.input<typeof ZFlashSaleBody>;

export const ZStaffOffer = z.object({
  id: z.number().int(),
  target: z.enum(['product', 'category', 'brand']),
  targetId: z.string(),
  title: z.string(),
  percentOff: z.number().int().nullable(),
  price: z.number().int().nullable(),
  listPrice: z.number().int().nullable(),
});
export const ZStaffFlashSale = z.object({
  id: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  listPrice: z.number().int(),
  price: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  stock: z.number().int(),
  sold: z.number().int(),
  perCustomerLimit: z.number().int(),
  buyers: z.number().int(),
});
export type TStaffFlashSale = z.infer<typeof ZStaffFlashSale>;

export const ZStaffCampaign = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  iconPath: z.string().nullable(),
  bannerPath: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  isPublished: z.boolean(),
  fundedBy: z.enum(CAMPAIGN_FUNDERS),
  festivalId: z.number().int().nullable(),
  state: z.enum(CAMPAIGN_STATES),
  offers: z.array(ZStaffOffer),
  flashSales: z.array(ZStaffFlashSale),
});
export type TStaffCampaign = z.infer<typeof ZStaffCampaign>;
export const ZStaffCampaignResponse = success(z.object({ campaign: ZStaffCampaign }));
export const ZStaffCampaignsResponse = success(
  z.object({
    campaigns: z.array(
      ZStaffCampaign.omit({ offers: true, flashSales: true }).extend({
        offers: z.number().int(),
        flashSales: z.number().int(),
      }),
    ),
  }),
);
export const ZStaffCampaignParams = z.object({
  id: numeric(z.number({ error: 'Choose a campaign' }).int().positive('Choose a campaign')),
});
export const ZStaffCampaignItemParams = ZStaffCampaignParams.extend({
  itemId: numeric(z.number({ error: 'Choose an offer' }).int().positive('Choose an offer')),
});
/** Pickers: categories and brands to put on offer (products come from the blog's product search). */
export const ZCampaignTargetsResponse = success(
  z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);
export const ZCampaignImageResponse = success(z.object({ path: z.string() }));
