import {
  ZAdminAccountParams,
  ZAdminAccountResponse,
  ZAdminAccountsQuery,
  ZAdminAccountsResponse,
  ZAdminStoreParams,
  ZAdminStoreResponse,
  ZAdminStoresQuery,
  ZAdminStoresResponse,
  ZAuditQuery,
  ZAuditResponse,
  ZHideBody,
  ZModerationTargetParams,
  ZReportsQuery,
  ZReportsResponse,
  ZSuspendBody,
} from '../admin.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// Admins only: the routes refuse sellers with 403 after the staff check lets them in.
const admin = { surface: 'dashboard', tag: 'dashboard admin', access: 'staff' } as const;

export const listAuditLog = defineEndpoint({
  ...admin,
  id: 'listAuditLog',
  method: 'GET',
  path: '/audit',
  summary: 'Admins: a page of dashboard writes, newest first, with before and after where recorded',
  query: ZAuditQuery,
  response: ZAuditResponse,
});

export const listReports = defineEndpoint({
  ...admin,
  id: 'listReports',
  method: 'GET',
  path: '/moderation/reports',
  summary: 'Admins: reported reviews, questions, answers and comments, one entry per item',
  query: ZReportsQuery,
  response: ZReportsResponse,
});

export const hideContent = defineEndpoint({
  ...admin,
  id: 'hideContent',
  auditLabel: 'Hid an item from the shop',
  method: 'POST',
  path: '/moderation/:type/:id/hide',
  summary: 'Admins: hide an item from the shop, with a reason; its open reports are closed',
  params: ZModerationTargetParams,
  body: ZHideBody,
  response: ZMessageResponse,
  errors: [404],
});

export const restoreContent = defineEndpoint({
  ...admin,
  id: 'restoreContent',
  auditLabel: 'Showed a hidden item again',
  method: 'POST',
  path: '/moderation/:type/:id/restore',
  summary: 'Admins: show a hidden item in the shop again',
  params: ZModerationTargetParams,
  response: ZMessageResponse,
  errors: [404],
});

export const dismissReports = defineEndpoint({
  ...admin,
  id: 'dismissReports',
  auditLabel: 'Dismissed reports about an item',
  method: 'POST',
  path: '/moderation/:type/:id/dismiss',
  summary: "Admins: close an item's open reports and leave it as it is",
  params: ZModerationTargetParams,
  response: ZMessageResponse,
  errors: [404],
});

export const listAdminStores = defineEndpoint({
  ...admin,
  id: 'listAdminStores',
  method: 'GET',
  path: '/stores',
  summary: 'Admins: a page of stores by name, with owner, product count and status',
  query: ZAdminStoresQuery,
  response: ZAdminStoresResponse,
});

export const suspendStore = defineEndpoint({
  ...admin,
  id: 'suspendStore',
  auditLabel: 'Suspended a store',
  method: 'POST',
  path: '/stores/:id/suspend',
  summary: 'Admins: suspend a store; its products leave the shop at once and the owner is e-mailed',
  params: ZAdminStoreParams,
  body: ZSuspendBody,
  response: ZAdminStoreResponse,
  errors: [404, 409],
});

export const reinstateStore = defineEndpoint({
  ...admin,
  id: 'reinstateStore',
  auditLabel: 'Reinstated a store',
  method: 'POST',
  path: '/stores/:id/reinstate',
  summary: 'Admins: reinstate a suspended store; its products are back in the shop at once',
  params: ZAdminStoreParams,
  response: ZAdminStoreResponse,
  errors: [404, 409],
});

export const listAdminAccounts = defineEndpoint({
  ...admin,
  id: 'listAdminAccounts',
  method: 'GET',
  path: '/accounts',
  summary: "Admins: a page of the shop's accounts by name, username, e-mail or phone, with their state",
  query: ZAdminAccountsQuery,
  response: ZAdminAccountsResponse,
});

export const suspendAccount = defineEndpoint({
  ...admin,
  id: 'suspendAccount',
  auditLabel: 'Suspended an account',
  method: 'POST',
  path: '/accounts/:id/suspend',
  summary:
    'Admins: suspend an account; its sessions end, it cannot sign in, its public profile is gone and it is e-mailed',
  params: ZAdminAccountParams,
  body: ZSuspendBody,
  response: ZAdminAccountResponse,
  errors: [404, 409],
});

export const reinstateAccount = defineEndpoint({
  ...admin,
  id: 'reinstateAccount',
  auditLabel: 'Reinstated an account',
  method: 'POST',
  path: '/accounts/:id/reinstate',
  summary: 'Admins: reinstate a suspended account; it can sign in again',
  params: ZAdminAccountParams,
  response: ZAdminAccountResponse,
  errors: [404, 409],
});
