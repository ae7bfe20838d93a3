// Invite a friend: the shopper's page and the code a visitor arrives with.
export { useInviteCode } from './invite-code';
export { fetchPromotion } from './promotion-api';
export { PromotionLoading, PromotionPage } from './promotion-page';
