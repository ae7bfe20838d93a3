// Invite a friend: codes, the link made at sign-up, the credit paid on a friend's delivered order
// that meets the rules, and the shopper's page of it. No routes here: the account's own routes serve the page, so signing up
// (in the auth module) can link a friend without the two modules depending on each other.
export { rewardedByOrder, rewardReferral } from './reward.ts';
export { getPromotion, linkReferral } from './service.ts';
