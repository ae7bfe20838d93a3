import type { TInviteBody, TStaffRole } from '@upahar/contract';
import {
  acceptStoreInvitation,
  changeMemberRole,
  getStoreInvitation,
  getStoreTeam,
  inviteStaff,
  removeMember,
  revokeInvitation,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// A store's team calls (dashboard) and the invited person's (storefront). Every team call answers
// the whole team as it now is, so the page shows the change at once.

export const fetchTeam = (storeId: number, signal?: AbortSignal) =>
  callApi(getStoreTeam, { params: { storeId } }, { signal }).then((r) => r.data);

export const sendInvitation = (storeId: number, body: TInviteBody) =>
  callApi(inviteStaff, { params: { storeId }, body });

export const withdrawInvitation = (storeId: number, invitationId: string) =>
  callApi(revokeInvitation, { params: { storeId, invitationId } });

export const setMemberRole = (storeId: number, userId: string, role: TStaffRole) =>
  callApi(changeMemberRole, { params: { storeId, userId }, body: { role } });

export const takeOffTeam = (storeId: number, userId: string) =>
  callApi(removeMember, { params: { storeId, userId } });

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  callApi(getStoreInvitation, { query: { token } }, { signal }).then((r) => r.data);

export const joinStore = (token: string) => callApi(acceptStoreInvitation, { body: { token } });
