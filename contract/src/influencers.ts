import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { ZProductCard } from './catalog.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';

// Influencers: shoppers who apply to recommend products. An admin approves or rejects each
// application; only approved influencers are public. Readers react to them with like, love or
// wow, each kind at most once per reader.

export const REACTION_KINDS = ['like', 'love', 'wow'] as const;
export type TReactionKind = (typeof REACTION_KINDS)[number];
/** Read when shown, so each page says it in its language. */
export const REACTION_LABEL: Record<TReactionKind, string> = {
  get like() {
    return m.influencers_reaction_like();
  },
  get love() {
    return m.influencers_reaction_love();
  },
  get wow() {
    return m.influencers_reaction_wow();
  },
};

export const INFLUENCER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TInfluencerStatus = (typeof INFLUENCER_STATUSES)[number];
export const INFLUENCER_STATUS_LABEL: Record<TInfluencerStatus, string> = {
  get pending() {
    return m.influencers_status_pending();
  },
  get approved() {
    return m.influencers_status_approved();
  },
  get rejected() {
    return m.influencers_status_rejected();
  },
};

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_LABEL: Record<TSocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
};
/** A link must point at the platform it is entered for. */
const SOCIAL_HOSTS: Record<TSocialPlatform, string[]> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com'],
};

export const INFLUENCERS_PER_PAGE = 12;
export const INFLUENCER_PICKS_MAX = 12;
export const INFLUENCER_CATEGORIES_MAX = 5;

function socialUrl(platform: TSocialPlatform) {
  const label = SOCIAL_LABEL[platform];
  return z
    .string()
    .trim()
    .max(300, `Keep the ${label} link under 300 characters`)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => {
      if (v === null) return true;
      try {
        const u = new URL(v);
        const host = u.hostname.replace(/^www\.|^m\./, '');
        return (
          u.protocol === 'https:' && SOCIAL_HOSTS[platform].some((h) => host === h || host.endsWith(`.${h}`))
        );
      } catch {
        return false;
      }
    }, `Enter your ${label} link starting with https://`);
}

const followers = (platform: TSocialPlatform) =>
  numeric(
    z
      .number({ error: `Enter your ${SOCIAL_LABEL[platform]} followers as a number` })
      .int('Enter a whole number of followers')
      .min(0, 'Followers cannot be negative')
      .max(1_000_000_000, 'Enter a smaller number'),
  )
    .nullish()
    .transform((v) => v ?? null);

export const ZSocialLinks = z.object({
  instagram: socialUrl('instagram'),
  tiktok: socialUrl('tiktok'),
  youtube: socialUrl('youtube'),
  facebook: socialUrl('facebook'),
});
export const ZFollowers = z.object({
  instagram: followers('instagram'),
  tiktok: followers('tiktok'),
  youtube: followers('youtube'),
  facebook: followers('facebook'),
});

export const ZInfluencerBody = z
  .object({
    handle: zText({ error: 'Choose a handle' })
      .trim()
      .transform((h) => h.replace(/^@/, '').toLowerCase())
      .pipe(
        z
          .string()
          .min(3, 'Use at least 3 characters for your handle')
          .max(30, 'Keep your handle under 30 characters')
          .regex(/^[a-z0-9_.]+$/, 'Use only letters, numbers, dots and underscores in your handle'),
      ),
    bio: zText({ error: 'Tell shoppers about yourself' })
      .trim()
      .min(20, 'Tell shoppers about yourself (at least 20 characters)')
      .max(600, 'Keep your bio under 600 characters'),
    links: ZSocialLinks,
    followers: ZFollowers,
    categoryIds: z
      .array(z.number().int(), { error: 'Choose the categories you post about' })
      .min(1, 'Choose at least one category you post about')
      .max(INFLUENCER_CATEGORIES_MAX, `Choose at most ${INFLUENCER_CATEGORIES_MAX} categories`),
  })
  .refine((b) => SOCIAL_PLATFORMS.some((p) => b.links[p]), {
    path: ['links'],
    message: 'Add at least one social media link',
  });
export type TInfluencerBody = z.input<typeof ZInfluencerBody>;

export const ZReactionCounts = z.object({
  like: z.number().int(),
  love: z.number().int(),
  wow: z.number().int(),
});
export type TReactionCounts = z.infer<typeof ZReactionCounts>;

const ZCategoryRef = z.object({ id: z.number().int(), name: z.string() });

export const ZInfluencerCard = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  bio: z.string(),
  categories: z.array(ZCategoryRef),
  links: z.record(z.enum(SOCIAL_PLATFORMS), z.string().nullable()),
  followers: z.record(z.enum(SOCIAL_PLATFORMS), z.number().int().nullable()),
  reactions: ZReactionCounts,
  picksCount: z.number().int(),
});
export type TInfluencerCard = z.infer<typeof ZInfluencerCard>;

export const ZInfluencerPick = z.object({ id: z.string(), note: z.string(), product: ZProductCard });
export type TInfluencerPick = z.infer<typeof ZInfluencerPick>;

export const ZInfluencerDetail = ZInfluencerCard.extend({
  status: z.enum(INFLUENCER_STATUSES),
  picks: z.array(ZInfluencerPick),
  /** The kinds the reader already gave; empty without a token. */
  mine: z.array(z.enum(REACTION_KINDS)),
  isOwner: z.boolean(),
});
export type TInfluencerDetail = z.infer<typeof ZInfluencerDetail>;

export const ZInfluencersQuery = z.object({
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export const ZInfluencersResponse = success(z.object({ influencers: z.array(ZInfluencerCard) }));
export const ZInfluencerIdParams = z.object({ id: z.uuid('No such influencer') });
export const ZInfluencerResponse = success(ZInfluencerDetail);

/** The applicant's own view: the profile with its status and the admin's note, and the choices. */
export const ZMyInfluencer = ZInfluencerDetail.extend({
  adminNote: z.string().nullable(),
  categoryIds: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type TMyInfluencer = z.infer<typeof ZMyInfluencer>;
export const ZMyInfluencerResponse = success(
  z.object({ profile: ZMyInfluencer.nullable(), categories: z.array(ZCategoryRef) }),
);
export type TMyInfluencerData = z.infer<typeof ZMyInfluencerResponse>['data'];

export const ZInfluencerPicksBody = z.object({
  picks: z
    .array(
      z.object({
        productId: z.uuid('Choose a product'),
        note: zText().trim().max(280, 'Keep each note under 280 characters').default(''),
      }),
    )
    .max(INFLUENCER_PICKS_MAX, `Choose at most ${INFLUENCER_PICKS_MAX} picks`)
    .refine((p) => new Set(p.map((x) => x.productId)).size === p.length, 'Each product can be picked once'),
});
export type TInfluencerPicksBody = z.input<typeof ZInfluencerPicksBody>;

export const ZReactionBody = z.object({
  influencerId: z.uuid('No such influencer'),
  kind: z.enum(REACTION_KINDS, { error: 'Choose like, love or wow' }),
});
export type TReactionBody = z.input<typeof ZReactionBody>;
export const ZReactionResponse = success(
  z.object({
    influencerId: z.string(),
    reactions: ZReactionCounts,
    mine: z.array(z.enum(REACTION_KINDS)),
  }),
);

// The admins' side.
export const ZStaffInfluencersQuery = ZInfluencersQuery.extend({
  status: z.enum(INFLUENCER_STATUSES).optional(),
});
export const ZStaffInfluencer = ZMyInfluencer.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type TStaffInfluencer = z.infer<typeof ZStaffInfluencer>;
export const ZStaffInfluencersResponse = success(z.object({ influencers: z.array(ZStaffInfluencer) }));
export const ZStaffInfluencerResponse = success(ZStaffInfluencer);
export const ZInfluencerDecisionBody = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Approve or reject' }),
    note: zText().trim().max(600, 'Keep the note under 600 characters').default(''),
  })
  .refine((b) => b.status === 'approved' || b.note.length >= 5, {
    path: ['note'],
    message: 'Give the applicant a reason (at least 5 characters)',
  });
export type TInfluencerDecisionBody = z.input<typeof ZInfluencerDecisionBody>;

/** What the influencer pages say when something fails; shown exactly as written. */
export const INFLUENCER_TEXT = {
  get listFailed() {
    return m.text_influencer_list_failed();
  },
  get detailFailed() {
    return m.text_influencer_detail_failed();
  },
  get reactionFailed() {
    return m.text_influencer_reaction_failed();
  },
  get registerFailed() {
    return m.text_influencer_register_failed();
  },
  get errorOccurred() {
    return m.text_error_occurred();
  },
};
