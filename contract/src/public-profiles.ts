import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { zText } from './common.ts';
import { success } from './envelope.ts';

// Public profiles at /user/{username}: name, username, picture and joining date always; the
// rest only as far as the owner lets it. Nothing private (e-mail, phone, address, birthday)
// ever leaves the server here.

export const PROFILE_SECTIONS = ['bio', 'city', 'reviews', 'answers', 'follows', 'connections'] as const;
export type TProfileSection = (typeof PROFILE_SECTIONS)[number];
export const PROFILE_SECTION_LABEL: Record<TProfileSection, string> = {
  bio: m.people_section_bio(),
  city: m.people_section_city(),
  reviews: m.people_section_reviews(),
  answers: m.people_section_answers(),
  follows: m.people_section_follows(),
  connections: m.people_section_connections(),
};
/** Reviews and answers the public profile lists, newest first. */
export const PROFILE_ITEMS_MAX = 10;

export const ZPublicProfileParams = z.object({
  /** A username (with or without @); ids are not accepted, so profiles cannot be walked. */
  id: zText().trim().min(1).max(40),
});

export const ZPublicProfile = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  joinedAt: z.string(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  reviews: z
    .array(
      z.object({
        id: z.string(),
        rating: z.number().int(),
        title: z.string().nullable(),
        body: z.string(),
        product: z.object({ name: z.string(), slug: z.string() }),
        createdAt: z.string(),
      }),
    )
    .nullable(),
  answers: z
    .array(
      z.object({
        id: z.string(),
        question: z.string(),
        body: z.string(),
        product: z.object({ name: z.string(), slug: z.string() }),
        createdAt: z.string(),
      }),
    )
    .nullable(),
  follows: z.array(z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() })).nullable(),
  connectionCount: z.number().int().nullable(),
  /** What the owner chose to show: null sections above are hidden, not empty. */
  shown: z.record(z.enum(PROFILE_SECTIONS), z.boolean()),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
export const ZPublicProfileResponse = success(ZPublicProfile);

/** The owner's settings for their public profile. */
export const ZPublicSettings = z.object({
  city: z.string().nullable(),
  avatar: z.string().nullable(),
  shown: z.record(z.enum(PROFILE_SECTIONS), z.boolean()),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;
export const ZPublicSettingsResponse = success(ZPublicSettings);
export const ZPublicSettingsBody = z.object({
  city: zText()
    .trim()
    .max(60, { error: () => m.people_v_city_max() })
    .nullable()
    .optional()
    .transform((c) => c || null),
  shown: z
    .partialRecord(z.enum(PROFILE_SECTIONS, { error: 'Unknown part of the profile' }), z.boolean())
    .default({}),
});
export type TPublicSettingsBody = z.input<typeof ZPublicSettingsBody>;
