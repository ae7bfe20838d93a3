// Invite a friend: the shopper's page and the code a visitor arrives with.
export { useInviteCode } from './invite-code';
export { PromotionPage } from './promotion-page';
