import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';

// The admins' inbox of messages from the "sell at Upahar" page: people who asked about selling
// before applying. An admin answers by e-mail or phone and marks the message handled.

export const SELLER_INTERESTS_PER_PAGE = 20;
export const ZSellerInterestState = z.enum(['open', 'handled', 'all'], {
  error: 'Show open, handled or all messages',
});
export type TSellerInterestState = z.infer<typeof ZSellerInterestState>;

export const ZSellerInterestsQuery = z.object({
  state: ZSellerInterestState.default('open'),
  q: zText().trim().max(100, 'Search with fewer words').optional(),
  page: numeric(z.number().int().min(1, 'page starts at 1').max(10_000)).default(1),
});
export type TSellerInterestsQuery = z.input<typeof ZSellerInterestsQuery>;

export const ZSellerInterest = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  businessName: z.string(),
  message: z.string(),
  /** Whether the person was signed in when they wrote (so they have an account to apply with). */
  hasAccount: z.boolean(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type TSellerInterest = z.infer<typeof ZSellerInterest>;

export const ZSellerInterestsResponse = success(
  z.object({ interests: z.array(ZSellerInterest), open: z.number().int() }),
);
export const ZSellerInterestResponse = success(ZSellerInterest);

export const ZSellerInterestIdParams = z.object({ id: z.uuid('No such message') });
export const ZMarkSellerInterestBody = z.object({
  handled: z.boolean({ error: 'Say whether the message is handled' }),
});
