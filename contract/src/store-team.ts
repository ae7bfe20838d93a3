import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZEmail, zText } from './common.ts';
import { success } from './envelope.ts';
import type { Locale } from './locale.ts';

// A store's team: the owner invites helpers by e-mail as a manager (runs the store as the owner
// does, but not its team) or a packer (sees and moves the store's orders only).

export const STAFF_ROLES = ['manager', 'packer'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES, { error: 'Choose manager or packer' });
export type TStaffRole = z.infer<typeof ZStaffRole>;
/** A team role's name ("Manager"), in the language being written, or in `locale`. */
export const staffRoleLabel = (role: TStaffRole, locale?: Locale): string =>
  role === 'manager' ? m.stores_role_manager({}, { locale }) : m.stores_role_packer({}, { locale });
/** What a team role does, as one sentence without its full stop, in the language being written. */
export const staffRoleHint = (role: TStaffRole): string =>
  role === 'manager' ? m.stores_role_manager_hint() : m.stores_role_packer_hint();
/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

/** What the signed-in user is in each store they work on. */
export const ZMyStore = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(['owner', 'manager', 'packer', 'admin']),
});
export type TMyStore = z.infer<typeof ZMyStore>;
export const ZMyStoresResponse = success(z.object({ stores: z.array(ZMyStore) }));

export const ZStoreIdParams = z.object({
  storeId: numeric(
    z.number({ error: 'Choose one of your stores' }).int().positive('Choose one of your stores'),
  ),
});
export const ZTeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  since: z.string(),
});
export const ZTeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZStaffRole,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export const ZStoreTeam = z.object({
  store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  members: z.array(ZTeamMember),
  invitations: z.array(ZTeamInvitation),
  /** The owner (or an admin) changes the team; managers and packers only see it. */
  canManage: z.boolean(),
});
export type TStoreTeam = z.infer<typeof ZStoreTeam>;
export const ZStoreTeamResponse = success(ZStoreTeam);

export const ZInviteBody = z.object({ email: ZEmail, role: ZStaffRole });
export type TInviteBody = z.input<typeof ZInviteBody>;
export const ZInvitationParams = ZStoreIdParams.extend({ invitationId: z.uuid('Choose an invitation') });
export const ZMemberParams = ZStoreIdParams.extend({ userId: z.uuid('Choose a member of the team') });
export const ZMemberRoleBody = z.object({ role: ZStaffRole });

// The invited person's side, on the storefront: what the link offers, and accepting it.
export const ZInvitationTokenQuery = z.object({
  token: zText({ error: 'This invitation link is incomplete' })
    .trim()
    .min(20, 'This invitation link is incomplete')
    .max(200),
});
export const ZInvitationPreview = z.object({
  storeName: z.string(),
  storeSlug: z.string(),
  role: ZStaffRole,
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** open: can be accepted by this account; other_account: sent to another e-mail address. */
  state: z.enum(['open', 'other_account', 'already_member']),
});
export const ZInvitationPreviewResponse = success(ZInvitationPreview);
export const ZAcceptInvitationBody = ZInvitationTokenQuery;
export const ZAcceptInvitationResponse = success(z.object({ store: ZMyStore }));
