import { defineEndpoint } from '../endpoint.ts';
import { ZPromotionResponse } from '../referrals.ts';

export const getPromotion = defineEndpoint({
  surface: 'storefront',
  tag: 'profile',
  access: 'user',
  id: 'getPromotion',
  method: 'GET',
  path: '/profile/promotion',
  summary: 'The shopper’s invite code and link, the credit it earned and the friends who joined',
  response: ZPromotionResponse,
});
