import { defineEndpoint } from '../endpoint.ts';
import {
  ZAcceptInvitationBody,
  ZAcceptInvitationResponse,
  ZInvitationParams,
  ZInvitationPreviewResponse,
  ZInvitationTokenQuery,
  ZInviteBody,
  ZMemberParams,
  ZMemberRoleBody,
  ZMyStoresResponse,
  ZStoreIdParams,
  ZStoreTeamResponse,
} from '../store-team.ts';

// A store's team. Every member sees who is on it; only the owner (or an admin) invites, changes
// roles and removes. A store the user does not work on answers 404.
const team = { surface: 'dashboard', tag: 'dashboard team', access: 'staff' } as const;

export const listMyStores = defineEndpoint({
  ...team,
  id: 'listMyStores',
  method: 'GET',
  path: '/my-stores',
  summary: 'The stores the signed-in seller works on, with their part in each (owner, manager, packer)',
  response: ZMyStoresResponse,
});

export const getStoreTeam = defineEndpoint({
  ...team,
  id: 'getStoreTeam',
  method: 'GET',
  path: '/stores/:storeId/team',
  summary: "The store's owner, team and open invitations",
  params: ZStoreIdParams,
  response: ZStoreTeamResponse,
  errors: [404],
});

export const inviteStaff = defineEndpoint({
  ...team,
  id: 'inviteStaff',
  auditLabel: 'Invited someone to a store team',
  method: 'POST',
  path: '/stores/:storeId/team/invitations',
  summary: 'Invite someone by e-mail as a manager or packer (a new invitation replaces an open one)',
  params: ZStoreIdParams,
  body: ZInviteBody,
  response: ZStoreTeamResponse,
  errors: [404, 409],
});

export const revokeInvitation = defineEndpoint({
  ...team,
  id: 'revokeInvitation',
  auditLabel: 'Withdrew a team invitation',
  method: 'DELETE',
  path: '/stores/:storeId/team/invitations/:invitationId',
  summary: 'Withdraw an open invitation; its link stops working',
  params: ZInvitationParams,
  response: ZStoreTeamResponse,
  errors: [404],
});

export const changeMemberRole = defineEndpoint({
  ...team,
  id: 'changeMemberRole',
  auditLabel: "Changed a team member's role",
  method: 'PUT',
  path: '/stores/:storeId/team/members/:userId',
  summary: "Change a team member's role",
  params: ZMemberParams,
  body: ZMemberRoleBody,
  response: ZStoreTeamResponse,
  errors: [404],
});

export const removeMember = defineEndpoint({
  ...team,
  id: 'removeMember',
  auditLabel: 'Took someone off a store team',
  method: 'DELETE',
  path: '/stores/:storeId/team/members/:userId',
  summary: 'Take someone off the team; they lose access to the store at once',
  params: ZMemberParams,
  response: ZStoreTeamResponse,
  errors: [404],
});

const invitation = { surface: 'storefront', tag: 'store invitations', access: 'user' } as const;

export const getStoreInvitation = defineEndpoint({
  ...invitation,
  id: 'getStoreInvitation',
  method: 'GET',
  path: '/store-invitation',
  summary: 'What an invitation link offers the signed-in user',
  query: ZInvitationTokenQuery,
  response: ZInvitationPreviewResponse,
  errors: [400],
});

export const acceptStoreInvitation = defineEndpoint({
  ...invitation,
  id: 'acceptStoreInvitation',
  method: 'POST',
  path: '/store-invitation/accept',
  summary: "Join the store's team with the invitation sent to this account's e-mail address",
  body: ZAcceptInvitationBody,
  response: ZAcceptInvitationResponse,
  errors: [400, 403, 409],
});
